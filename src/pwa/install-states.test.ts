import { describe, expect, it } from 'vitest';
import {
  canOfferInstall,
  installTransitions,
  nextInstallState,
  type InstallEvent,
  type InstallState,
} from './install-states';

const states: InstallState[] = ['unsupported', 'promptCaptured', 'accepted', 'dismissed', 'installed'];
const events: InstallEvent[] = ['promptCaptured', 'accepted', 'dismissed', 'installed'];

// Every state × event: the state it leads to (the same state when the event does not apply).
const expected: Record<InstallState, Record<InstallEvent, InstallState>> = {
  unsupported: {
    promptCaptured: 'promptCaptured',
    accepted: 'unsupported',
    dismissed: 'unsupported',
    installed: 'installed',
  },
  promptCaptured: {
    promptCaptured: 'promptCaptured',
    accepted: 'accepted',
    dismissed: 'dismissed',
    installed: 'installed',
  },
  accepted: { promptCaptured: 'accepted', accepted: 'accepted', dismissed: 'accepted', installed: 'installed' },
  dismissed: {
    promptCaptured: 'promptCaptured',
    accepted: 'dismissed',
    dismissed: 'dismissed',
    installed: 'installed',
  },
  installed: { promptCaptured: 'installed', accepted: 'installed', dismissed: 'installed', installed: 'installed' },
};

describe('web-app install states (spec §4)', () => {
  const cases = states.flatMap((state) => events.map((event) => [state, event, expected[state][event]] as const));
  it.each(cases)('%s + %s → %s', (state, event, next) => {
    expect(nextInstallState(state, event)).toBe(next);
  });

  it('lists only moves to known states', () => {
    for (const moves of Object.values(installTransitions))
      for (const to of Object.values(moves)) expect(states).toContain(to);
  });

  it.each(states.map((state) => [state, state === 'promptCaptured'] as const))(
    'offers to install when %s: %s',
    (state, offered) => {
      expect(canOfferInstall(state)).toBe(offered);
    },
  );
});
