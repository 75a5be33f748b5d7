'use client';

import { createNavigation } from 'next-intl/navigation';
import { useRef, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';
import { whenIdle } from '@/components/loading/idle';
import { usePrefetchAllowed } from '@/hooks/usePrefetchAllowed';
import { routing } from './routing';

const { Link: LocaleLink, useRouter } = createNavigation(routing);

/** Spec §9: how long a prefetch asked for on intent may wait for the browser to be idle. */
const prefetchIdleTimeoutMs = 2000;

/**
 * The shop's link (#23 item 13): it prefetches its page when the visitor shows the intent to open it (pointer over
 * it, a finger on it, keyboard focus), once, when the browser is idle; never merely because it is on screen, so a
 * page never prefetches all its links at once. Nothing is prefetched on a 2g connection, with data saver on or
 * offline (spec §2), nor when the link says `prefetch={false}` (a download, a list whose every row would read).
 */
export function IntentLink({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof LocaleLink>) {
  const router = useRouter();
  const allowed = usePrefetchAllowed();
  const asked = useRef(false);
  const intent = () => {
    if (asked.current || !allowed || prefetch === false) return;
    asked.current = true;
    const href = props.href as Parameters<typeof router.prefetch>[0];
    whenIdle(() => router.prefetch(href, props.locale ? { locale: props.locale } : undefined), prefetchIdleTimeoutMs);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        intent();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        intent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        intent();
        onFocus?.(event);
      }}
    />
  );
}
