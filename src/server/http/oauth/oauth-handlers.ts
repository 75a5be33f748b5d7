import 'server-only';
import { config } from '@/server/config';
import type { DomainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { containsNul, nulRefusedMessage } from '@/server/input-text';
import { bearerToken } from './bearer';
import { clientAddress } from '@/server/http/client-address';
import { domainContext } from '@/server/context';
import {
  memberOfAccessToken,
  refresh,
  revoke,
  sharedSignInThrottle,
  signIn,
  type SignInThrottle,
  type TokenResult,
} from '@/server/domains/auth';

/** What the /oauth endpoints need: the request's domain context and the sign-in throttle. */
export type OAuthDependencies = { ctx: Pick<DomainContext, 'db' | 'now' | 'config'>; throttle: SignInThrottle };

/** Larger bodies are refused before they are read: a sign-in is a few hundred bytes. */
export const maxBodyBytes = 8 * 1024;

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

function oauthError(error: string, description: string, status = 400, headers: Record<string, string> = {}): Response {
  return json({ error, error_description: description }, status, headers);
}

type Fields = Record<string, unknown>;

/** A JSON object or a form (RFC 6749 uses forms, spec §7 JSON); null when the body is neither or too large. */
async function readFields(request: Request): Promise<Fields | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return null;
  const text = await request.text();
  if (text.length > maxBodyBytes) return null;
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function tokenResponse(result: TokenResult): Response {
  if (result.ok)
    return json({
      access_token: result.accessToken,
      refresh_token: result.refreshToken,
      expires_in: result.expiresIn,
      token_type: 'Bearer',
    });
  if (result.error === 'slow_down')
    return oauthError(result.error, result.description, 429, { 'retry-after': String(result.retryAfter ?? 60) });
  return oauthError(result.error, result.description);
}

/** POST /oauth/token: the password grant (e-mail and password) or the refresh_token grant. */
export async function tokenEndpoint(request: Request, { ctx, throttle }: OAuthDependencies): Promise<Response> {
  const fields = await readFields(request);
  if (!fields) return oauthError('invalid_request', 'Send a JSON object of at most 8 KB.');
  if (containsNul(fields)) return oauthError('invalid_request', nulRefusedMessage);
  const grant = text(fields.grant_type) || 'password';
  if (grant === 'refresh_token') {
    const token = text(fields.refresh_token);
    return token
      ? tokenResponse(await refresh(ctx, token))
      : oauthError('invalid_request', 'refresh_token is required.');
  }
  if (grant !== 'password') return oauthError('unsupported_grant_type', 'Use the password or refresh_token grant.');
  const email = text(fields.email) || text(fields.username);
  const password = text(fields.password);
  if (!email || !password) return oauthError('invalid_request', 'email and password are required.');
  if (email.length > 254 || password.length > 1024)
    return tokenResponse({ ok: false, error: 'invalid_grant', description: 'The e-mail or password is not correct.' });
  return tokenResponse(await signIn(ctx, throttle, { email, password, ip: clientAddress(request) }));
}

/** POST /oauth/revoke (RFC 7009): 200 whether or not the token was known. */
export async function revokeEndpoint(request: Request, { ctx }: OAuthDependencies): Promise<Response> {
  const fields = await readFields(request);
  if (containsNul(fields)) return oauthError('invalid_request', nulRefusedMessage);
  const token = fields && text(fields.token);
  if (!token) return oauthError('invalid_request', 'token is required.');
  if (token.length <= 200) await revoke(ctx, token);
  return json({});
}

/** GET /oauth/token/info: the bearer access token's subject, scopes and expiry. */
export async function tokenInfoEndpoint(request: Request, { ctx }: OAuthDependencies): Promise<Response> {
  const member = await memberOfAccessToken(ctx, bearerToken(request));
  if (!member)
    return oauthError('invalid_token', 'The access token is missing, expired or revoked.', 401, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  const expiresIn = Math.max(0, Math.floor((member.expiresAt.getTime() - ctx.now().getTime()) / 1000));
  return json({
    sub: String(member.id),
    email: member.email,
    scope: member.staff ? 'member staff' : 'member',
    exp: Math.floor(member.expiresAt.getTime() / 1000),
    expires_in: expiresIn,
  });
}

/** The shop's own dependencies, for the route handlers. */
export async function shopOAuthDependencies(): Promise<OAuthDependencies> {
  const settings = config();
  return {
    ctx: domainContext({ db: (await sharedDatabase()).db, config: settings }),
    throttle: sharedSignInThrottle(settings.redisUrl, settings.registrationsPerHour),
  };
}
