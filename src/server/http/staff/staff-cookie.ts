import 'server-only';
import { cookies } from 'next/headers';
import { config } from '@/server/config';

/**
 * The back-office session cookie: its random id only (the database keeps its hash), never readable by scripts,
 * never sent with a request another site starts (SameSite=Strict), and over HTTPS only when the shop is served so
 * (then with the `__Host-` prefix, which also pins it to this host and path /). It lasts until the browser closes;
 * the session itself ends sooner (12 hours, or 30 minutes idle).
 */
export function staffCookie() {
  const secure = config().siteUrl.startsWith('https:');
  return {
    name: secure ? '__Host-staff_session' : 'staff_session',
    options: { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const,
  };
}

export async function staffCookieValue(): Promise<string | undefined> {
  return (await cookies()).get(staffCookie().name)?.value;
}

/** In a Server Action: the browser keeps this session's id from now on. */
export async function setStaffCookie(token: string): Promise<void> {
  const { name, options } = staffCookie();
  (await cookies()).set(name, token, options);
}

export async function clearStaffCookie(): Promise<void> {
  const { name, options } = staffCookie();
  (await cookies()).delete({ name, ...options });
}
