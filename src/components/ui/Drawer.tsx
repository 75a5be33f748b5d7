'use client';

import { useEffect, useRef, type DialogHTMLAttributes, type MouseEvent } from 'react';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onClick'> & {
  open: boolean;
  /** Told whenever the dialog closes: Escape, the backdrop, a link inside (with `closeOnLink`) or `open` turning false. */
  onClose: () => void;
  /** Close when a link inside is followed (a menu whose links leave for another page). */
  closeOnLink?: boolean;
};

/**
 * A modal drawer on the native `<dialog>`: it keeps focus inside, closes on Escape and on a click on its backdrop,
 * and gives focus back to what opened it. Styling (side, width, animation) is the caller's `className`. Its content
 * renders from the first time it opens: a page never sends or builds a drawer its visitor does not open.
 */
export function Drawer({ open, onClose, closeOnLink = false, children, ...dialog }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useOpenedOnce(open);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // A click on the backdrop lands on the dialog itself.
    if (target === event.currentTarget || (closeOnLink && target.closest('a'))) event.currentTarget.close();
  };

  return (
    <dialog ref={ref} onClose={onClose} onClick={onClick} {...dialog}>
      {opened && children}
    </dialog>
  );
}
