import { getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/FieldFrame';
import { SelectField } from '@/components/ui/SelectField';
import { Link } from '@/i18n/navigation';
import type { RequestAssignee } from '@/server/domains/requests';
import { requestDeskQuery, requestSearchMaxLength, type RequestDeskFilters } from '@/shared/request-desk-filters';

/**
 * The search box and the assignee filter: a plain GET form, so that the address bar holds the whole view (a link
 * to it can be shared; back and forward work). The status tab stays as it is.
 */
export async function RequestDeskFilterForm({
  filters,
  members,
  myUserId,
}: {
  filters: RequestDeskFilters;
  members: RequestAssignee[];
  myUserId: number;
}) {
  const t = await getTranslations('staffRequests');
  return (
    <form method="get" role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
      {filters.status !== 'pending' && <input type="hidden" name="status" value={filters.status} />}
      <div>
        <label htmlFor="requests-q" className="block font-medium text-ink">
          {t('search')}
        </label>
        <input
          id="requests-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={requestSearchMaxLength}
          aria-describedby="requests-q-hint"
          className={`${controlClass()} h-11`}
        />
        <p id="requests-q-hint" className="mt-1 text-sm text-neutral-600">
          {t('searchHint')}
        </p>
      </div>
      <SelectField
        id="requests-assignee"
        name="assignee"
        label={t('assigneeFilter')}
        defaultValue={String(filters.assignee)}
      >
        {(['anyone', 'me', 'unassigned'] as const).map((option) => (
          <option key={option} value={option}>
            {t(`assigneeOptions.${option}`)}
          </option>
        ))}
        {members
          .filter((member) => member.userId !== myUserId)
          .map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.email}
            </option>
          ))}
      </SelectField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={`${primaryButton} inline-flex items-center`}>
          {t('apply')}
        </button>
        <Link
          href={`/staff/requests${requestDeskQuery({ status: filters.status })}`}
          prefetch={false}
          className={`${secondaryButton} inline-flex items-center`}
        >
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}
