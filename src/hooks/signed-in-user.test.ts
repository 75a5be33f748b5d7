import { describe, expect, it, vi } from 'vitest';
import type { GraphQLClient } from '@/api-client/client';
import { useAuthStore } from '@/stores/auth';
import { askWhoIsSignedIn, signedInUser } from './signed-in-user';

const member = (email: string) => ({ user: { email, staff: false, tractor: null } });

/** A GraphQL client whose answers the test gives, one per call, and which counts the calls. */
function fakeGraphQL(...answers: Array<() => Promise<unknown>>) {
  const send = vi.fn(() => answers.shift()!());
  return { client: { send, read: vi.fn() } as unknown as GraphQLClient, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('who is signed in', () => {
  it('asks the server once per token, however many parts of the page want to know', async () => {
    useAuthStore.setState({ token: 'token-a' });
    const { client, send } = fakeGraphQL(() => Promise.resolve(member('a@example.gr')));
    askWhoIsSignedIn(client, 'token-a');
    askWhoIsSignedIn(client, 'token-a');
    expect(signedInUser('token-a')).toBeNull();
    await settle();
    askWhoIsSignedIn(client, 'token-a');
    expect(send).toHaveBeenCalledTimes(1);
    expect(signedInUser('token-a')?.email).toBe('a@example.gr');
    expect(signedInUser('token-b')).toBeNull();
  });

  it('asks again when told (a confirmed address may make the member staff)', async () => {
    useAuthStore.setState({ token: 'token-c' });
    const { client, send } = fakeGraphQL(
      () => Promise.resolve(member('c@example.gr')),
      () => Promise.resolve({ user: { ...member('c@example.gr').user, staff: true } }),
    );
    askWhoIsSignedIn(client, 'token-c');
    await settle();
    askWhoIsSignedIn(client, 'token-c', { again: true });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(signedInUser('token-c')?.staff).toBe(true);
  });

  it('asks again after a failed call, and never keeps an answer for a token the browser no longer holds', async () => {
    useAuthStore.setState({ token: 'token-d' });
    const { client, send } = fakeGraphQL(
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(member('d@example.gr')),
    );
    askWhoIsSignedIn(client, 'token-d');
    await settle();
    expect(signedInUser('token-d')).toBeNull();
    useAuthStore.setState({ token: null });
    askWhoIsSignedIn(client, 'token-d');
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(signedInUser('token-d')).toBeNull();
  });
});
