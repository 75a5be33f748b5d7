'use client';

import { useEffect } from 'react';
import { useAuth } from '@/hooks/useAuth';

/**
 * Spec §4 and §6: pages are marked protected unless the signed-in member is staff (decided by the server, see
 * the User query). The marking keeps the shop's own photos of its parts from being dragged or saved with the
 * context menu; staff, who reuse them, have it lifted.
 */
export function ProtectedMarking() {
  const { user } = useAuth();
  const staff = user?.staff === true;

  useEffect(() => {
    document.documentElement.toggleAttribute('data-protected', !staff);
  }, [staff]);

  useEffect(() => {
    const keepImage = (event: MouseEvent | DragEvent) => {
      if (document.documentElement.hasAttribute('data-protected') && event.target instanceof HTMLImageElement)
        event.preventDefault();
    };
    document.addEventListener('contextmenu', keepImage);
    document.addEventListener('dragstart', keepImage);
    return () => {
      document.removeEventListener('contextmenu', keepImage);
      document.removeEventListener('dragstart', keepImage);
    };
  }, []);
  return null;
}
