import type { LucideIcon } from 'lucide-react';
import { iconLabelClass } from './styles';

/** A header icon button's content: the icon, its accessible name, and the short name desktops show under it. */
export function IconNames({ icon: Icon, name, short }: { icon: LucideIcon; name: string; short: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" className={iconLabelClass}>
        {short}
      </span>
    </>
  );
}
