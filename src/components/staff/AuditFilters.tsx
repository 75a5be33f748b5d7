import { getTranslations } from 'next-intl/server';
import { primaryButton } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/FormField';
import { SelectField } from '@/components/ui/SelectField';
import type { AuditQuery } from './audit-query';

type Props = {
  query: AuditQuery;
  members: { userId: number; email: string }[];
  entities: readonly string[];
};

/** The audit log's filters: a plain GET form, so that a filtered list is a link that can be shared. */
export async function AuditFilters({ query, members, entities }: Props) {
  const t = await getTranslations('staff.audit');
  return (
    <form method="get" className="rounded-md border border-neutral-200 p-4">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('filters')}</legend>
        <SelectField id="audit-member" name="member" label={t('member')} defaultValue={query.member ?? ''}>
          <option value="">{t('anyone')}</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.email}
            </option>
          ))}
        </SelectField>
        <SelectField id="audit-entity" name="entity" label={t('entity')} defaultValue={query.entity ?? ''}>
          <option value="">{t('anything')}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {t(`entities.${entity as 'order'}`)}
            </option>
          ))}
        </SelectField>
        <FormField label={t('from')} name="from" type="date" defaultValue={query.from ?? ''} />
        <FormField label={t('to')} name="to" type="date" defaultValue={query.to ?? ''} />
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={`inline-flex items-center ${primaryButton}`}>
          {t('apply')}
        </button>
        <a href="?" className="font-semibold text-brand underline">
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
