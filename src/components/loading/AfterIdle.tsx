'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './idle';

/**
 * Renders its children once the page has loaded and the browser is idle (issue #20): what a first view does not
 * need (the cookie bar, the session keeper, the install prompt's keeper) and the code behind it, loaded with
 * `next/dynamic`, stay off the first load and out of the way of the page's own work.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
