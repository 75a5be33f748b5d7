import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JoinForm } from '@/components/staff/JoinForm';
import { inviteOfToken } from '@/server/domains/staff';
import { pageContext } from '@/server/request-context';
import { passwordRules } from '@/shared/account-rules';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.join'))('title') };
}

/** An invitation or set-up link: sign in with (or create) a shop account and join with the link's role. */
export default async function StaffJoinPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const requested = (await searchParams).token;
  const token = typeof requested === 'string' ? requested : '';
  const t = await getTranslations('staff');
  const invite = await inviteOfToken(await pageContext(locale), token);
  return (
    <section className="space-y-4 rounded-md border border-neutral-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-ink">{t('join.title')}</h1>
      {!invite ? (
        <p role="alert" className="text-ink">
          {t('join.invalid')}
        </p>
      ) : (
        <>
          <p className="break-words text-neutral-700">
            {invite.email
              ? t('join.invited', { role: t(`roles.${invite.role}`), email: invite.email })
              : t('join.firstOwner')}
          </p>
          <JoinForm locale={locale} token={token} email={invite.email} minPasswordLength={passwordRules.minLength} />
        </>
      )}
    </section>
  );
}
