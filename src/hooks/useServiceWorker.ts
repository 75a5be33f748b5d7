import { useEffect } from 'react';

/**
 * Registers `/sw.js` (spec §7) in production builds only: in development it would serve stale pages and files
 * while they are being edited. After the page has loaded, so that installing the worker never slows the page.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        // The shop works without it (private browsing, storage blocked); only offline support is lost.
        console.warn('Service worker not registered', error);
      });
    };
    if (document.readyState === 'complete') register();
    else {
      window.addEventListener('load', register, { once: true });
      return () => window.removeEventListener('load', register);
    }
  }, []);
}
