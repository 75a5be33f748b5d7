'use client';

import { useAppInstallEvents } from '@/hooks/useAppInstallEvents';
import { useServiceWorker } from '@/hooks/useServiceWorker';

/** Mounted once in the root layout: the service worker and the install prompt (spec §1, §4, §7). */
export function PwaKeeper() {
  useServiceWorker();
  useAppInstallEvents();
  return null;
}
