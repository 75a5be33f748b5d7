/** The browser's calls to /oauth (spec §7 Identity). */
export type TokenAnswer = { access_token: string; refresh_token: string; expires_in: number };
export type TokenFailure = { error: string; error_description?: string };

export class SignInError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The token answer, or a SignInError with the answer's `error` (spec: an error field triggers login's error handling). */
export async function requestToken(
  body: { email: string; password: string } | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<TokenAnswer> {
  const response = await postJson('/oauth/token', body);
  const answer = (await response.json().catch(() => ({ error: 'server_error' }))) as TokenAnswer | TokenFailure;
  if ('error' in answer) throw new SignInError(answer.error);
  if (!response.ok) throw new SignInError('server_error');
  return answer;
}

export async function revokeToken(token: string): Promise<void> {
  await postJson('/oauth/revoke', { token }).catch(() => {});
}
