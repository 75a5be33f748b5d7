'use client';

import { useState } from 'react';

/** Whether `open` has been true at least once: what opens on demand stays built after it closes again. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
