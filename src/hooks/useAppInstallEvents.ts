import { useEffect } from 'react';
import { useAppInstall, type InstallPromptEvent } from '@/stores/appInstall';

/** Running as the installed app (Android and desktop: display mode; iOS: `navigator.standalone`). */
function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Spec §4: keeps the browser's install prompt for the menu's "Install the app", and notices the installed app. */
export function useAppInstallEvents(): void {
  useEffect(() => {
    const { capture, record } = useAppInstall.getState();
    if (runsInstalled()) record('installed');
    const onPrompt = (event: Event) => {
      // Not the browser's own mini bar: the shop offers the prompt in its menu, when the visitor asks.
      event.preventDefault();
      capture(event as InstallPromptEvent);
    };
    const onInstalled = () => record('installed');
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
}
