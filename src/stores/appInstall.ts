import { create } from 'zustand';
import { nextInstallState, type InstallEvent, type InstallState } from '@/pwa/install-states';

/** The `beforeinstallprompt` event (Chromium): kept to be shown when the visitor asks, once. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

type AppInstallState = {
  state: InstallState;
  prompt: InstallPromptEvent | null;
  capture: (prompt: InstallPromptEvent) => void;
  record: (event: Exclude<InstallEvent, 'promptCaptured'>) => void;
};

/** The install prompt of this page (not kept across visits: the browser offers it again when it wants to). */
export const useAppInstall = create<AppInstallState>()((set, get) => ({
  state: 'unsupported',
  prompt: null,
  capture: (prompt) => {
    const state = nextInstallState(get().state, 'promptCaptured');
    set({ state, prompt: state === 'promptCaptured' ? prompt : get().prompt });
  },
  // An answered prompt is spent, and an installed app has no use for one.
  record: (event) => set({ state: nextInstallState(get().state, event), prompt: null }),
}));

/** Shows the kept prompt and records the visitor's answer. */
export async function showInstallPrompt(): Promise<void> {
  const { prompt, record } = useAppInstall.getState();
  if (!prompt) return;
  try {
    await prompt.prompt();
    record((await prompt.userChoice).outcome);
  } catch {
    // A prompt the browser no longer shows (already used): nothing left to offer.
    record('dismissed');
  }
}
