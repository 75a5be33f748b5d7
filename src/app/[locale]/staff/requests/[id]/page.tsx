import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RequestDetails } from '@/components/requests/RequestDetails';
import { requestForDisplay } from '@/components/requests/request-display';
import { StaffRequestActions } from '@/components/staff/StaffRequestActions';
import { CustomerItems } from '@/components/staff/requests/CustomerItems';
import { RequestAssignment } from '@/components/staff/requests/RequestAssignment';
import { RequestCustomer } from '@/components/staff/requests/RequestCustomer';
import { Link } from '@/i18n/navigation';
import { customerOtherItems, requestAssignees, staffRequest } from '@/server/domains/requests';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { localeDetails } from '@/shared/locales';
import { pageLocale } from '../../../page-locale';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staffRequests'))('title') };
}

/** The ready replies' keys, in the order the select offers them (their texts live in the messages). */
const cannedReplies = ['inStock', 'searching', 'unavailable'] as const;

/**
 * One request: the conversation with the status change and the reply box (ready replies in the request's own
 * language), and beside it the customer, who answers it, and the customer's other requests and orders.
 */
export default async function StaffRequestPage({ params }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'requests.view');
  const publicId = decodeURIComponent((await params).id);
  const ctx = await pageContext(locale);
  const [request, items, members] = await Promise.all([
    staffRequest(ctx, actor, publicId),
    customerOtherItems(ctx, actor, publicId),
    requestAssignees(ctx, actor),
  ]);
  if (!request || !items) notFound();
  const [t, cannedText] = await Promise.all([
    getTranslations('staffRequests'),
    getTranslations({ locale: request.locale, namespace: 'staffRequests.canned.texts' }),
  ]);
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <Link
          href="/staff/requests"
          className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
        >
          ← {t('back')}
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <RequestDetails request={requestForDisplay(request)} />
          {staffMay(actor.role, 'requests.reply') && (
            <StaffRequestActions
              locale={locale}
              publicId={request.publicId}
              status={request.status}
              canned={{
                languageName: localeDetails[request.locale].name,
                replies: cannedReplies.map((key) => ({
                  key,
                  label: t(`canned.options.${key}`),
                  text: cannedText(key, { name: request.name }),
                })),
              }}
            />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <RequestCustomer request={request} />
          {staffMay(actor.role, 'requests.assign') && (
            <RequestAssignment
              locale={locale}
              publicId={request.publicId}
              assignee={request.assignee}
              members={members}
              myUserId={actor.userId}
            />
          )}
          <CustomerItems items={items} locale={locale} />
        </div>
      </div>
    </div>
  );
}
