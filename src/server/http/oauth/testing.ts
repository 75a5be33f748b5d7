import { tokenInfoEndpoint, type OAuthDependencies } from './oauth-handlers';

/** The answer of an /oauth endpoint as the tests read it. */
export type TokenBody = {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  error?: string;
  error_description?: string;
};
export type OAuthAnswer<T> = { status: number; headers: Headers; body: T };

type Endpoint = (request: Request, deps: OAuthDependencies) => Promise<Response>;

/** A POST to an /oauth endpoint as a browser sends it: JSON (or the raw text given), with extra headers. */
export async function postTo<T = TokenBody>(
  endpoint: Endpoint,
  deps: OAuthDependencies,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<OAuthAnswer<T>> {
  const request = new Request('http://shop.test/oauth', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await endpoint(request, deps);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** GET /oauth/token/info with a bearer access token. */
export async function tokenInfo(
  deps: OAuthDependencies,
  accessToken: string,
): Promise<OAuthAnswer<Record<string, unknown>>> {
  const response = await tokenInfoEndpoint(
    new Request('http://shop.test/oauth/token/info', { headers: { authorization: `Bearer ${accessToken}` } }),
    deps,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
