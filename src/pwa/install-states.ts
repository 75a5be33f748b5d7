/**
 * Spec §4, web-app install: unsupported or installed; prompt captured; accepted or dismissed.
 * `unsupported` is also where every page starts: until the browser offers an install prompt, there is nothing
 * to offer (a browser without one never leaves it).
 */
export type InstallState = 'unsupported' | 'promptCaptured' | 'accepted' | 'dismissed' | 'installed';

/** What the browser tells the page: a prompt to keep (`beforeinstallprompt`), the visitor's answer, `appinstalled`. */
export type InstallEvent = 'promptCaptured' | 'accepted' | 'dismissed' | 'installed';

export const installTransitions: Record<InstallState, Partial<Record<InstallEvent, InstallState>>> = {
  unsupported: { promptCaptured: 'promptCaptured', installed: 'installed' },
  // A newer prompt replaces the kept one; an answer needs a prompt.
  promptCaptured: {
    promptCaptured: 'promptCaptured',
    accepted: 'accepted',
    dismissed: 'dismissed',
    installed: 'installed',
  },
  accepted: { installed: 'installed' },
  // The browser may offer its prompt again later; a prompt once answered cannot be shown twice.
  dismissed: { promptCaptured: 'promptCaptured', installed: 'installed' },
  // Running as the installed app: nothing more to offer.
  installed: {},
};

/** The next state, or the same one when the event does not apply (a late answer, a prompt after installing). */
export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  return installTransitions[state][event] ?? state;
}

/** Whether the menu offers "Install the app". */
export function canOfferInstall(state: InstallState): boolean {
  return state === 'promptCaptured';
}
