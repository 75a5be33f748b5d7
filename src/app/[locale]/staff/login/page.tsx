import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { StaffSignIn, type SignInStep } from '@/components/staff/StaffSignIn';
import { pageContext } from '@/server/request-context';
import { totpSetup } from '@/server/domains/staff';
import { currentStaffSession } from '@/server/http/staff/require-staff';
import { staffCookieValue } from '@/server/http/staff/staff-cookie';
import { staffReturnPath } from '@/shared/staff-paths';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.login'))('title') };
}

/** The name authenticator apps show above the code. */
const issuer = 'Tractor Parts Hellas';

/** Staff sign-in: the step the browser's session is at decides what the page asks for. */
export default async function StaffLoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const requested = (await searchParams).next;
  const next = typeof requested === 'string' ? requested : '';
  const continueHref = staffReturnPath(locale, next);
  const session = await currentStaffSession();
  let step: SignInStep = 'password';
  let setup: { qr: string; secret: string } | undefined;
  if (session?.stage === 'signed-in') {
    // A signed-in member opening the page goes on; the set-up's own answer stays to show the recovery codes.
    if (!(await headers()).has('next-action')) redirect(continueHref);
    step = 'done';
  } else if (session && !session.totpConfirmed) {
    const secret = await totpSetup(await pageContext(locale), session, issuer);
    if (secret) {
      step = 'setup';
      const svg = await QRCode.toString(secret.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      setup = { qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret: secret.secret };
    }
  } else if (session) step = 'code';
  const expired = !session && Boolean(await staffCookieValue());
  return (
    <StaffSignIn
      key={step === 'done' ? 'setup' : step}
      step={step}
      locale={locale}
      next={next}
      continueHref={continueHref}
      setup={setup}
      expired={expired}
    />
  );
}
