import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { InviteForm } from '@/components/staff/InviteForm';
import { TeamMemberControls } from '@/components/staff/TeamMemberControls';
import { pendingInvites, staffRoles, teamMembers } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.team'))('title') };
}

/** The owner's team page: who may sign in with which role, invitations, and the changes. */
export default async function StaffTeamPage({ params }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'team.view');
  const ctx = await pageContext(locale);
  const [members, invites, t, format] = await Promise.all([
    teamMembers(ctx),
    pendingInvites(ctx),
    getTranslations('staff'),
    getFormatter(),
  ]);
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('team.title')}</h1>
        <p className="mt-2 text-neutral-700">{t('team.lead')}</p>
      </div>
      <section aria-labelledby="team-members">
        <h2 id="team-members" className="mb-3 text-xl font-bold text-ink">
          {t('team.members')}
        </h2>
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {members.map((member) => (
            <li key={member.userId} className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink">
                  {member.email} {member.userId === actor.userId && <span>{t('team.you')}</span>}
                </p>
                <p className="text-neutral-700">
                  {t(`roles.${member.role}`)} ·{' '}
                  <span className={member.disabledAt ? 'font-semibold text-brand-dark' : ''}>
                    {member.disabledAt ? t('team.disabled') : t('team.active')}
                  </span>
                  {!member.secondFactorSetUp && <> · {t('team.noSecondFactor')}</>}
                </p>
                {member.invitedBy && (
                  <p className="text-sm break-all text-neutral-600">
                    {t('team.invitedBy', { email: member.invitedBy })}
                  </p>
                )}
              </div>
              <TeamMemberControls
                locale={locale}
                roles={staffRoles}
                member={{
                  userId: member.userId,
                  email: member.email,
                  role: member.role,
                  version: member.version,
                  disabled: member.disabledAt !== null,
                }}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-invite" className="max-w-md">
        <h2 id="team-invite" className="mb-3 text-xl font-bold text-ink">
          {t('team.invite.title')}
        </h2>
        <InviteForm locale={locale} roles={staffRoles} />
      </section>
      <section aria-labelledby="team-pending">
        <h2 id="team-pending" className="mb-3 text-xl font-bold text-ink">
          {t('team.pending.title')}
        </h2>
        {invites.length === 0 ? (
          <p className="text-neutral-700">{t('team.pending.none')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
            {invites.map((invite) => (
              <li key={invite.id} className="p-4">
                <p className="font-semibold break-all text-ink">
                  {invite.email} · {t(`roles.${invite.role}`)}
                </p>
                <p className="text-sm text-neutral-600">
                  {t('team.pending.expires', {
                    date: format.dateTime(invite.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
