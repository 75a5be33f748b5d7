import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/shared/paths';
import type { Locale } from '@/shared/locales';

const button =
  'inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-3 font-semibold text-ink hover:border-brand';

/** What staff may do for a customer: a reset link (never a password), the privacy export, erasure. */
export async function CustomerActions({
  locale,
  customer,
  member,
  may,
  actions,
}: {
  /** The page's Server Actions. */
  actions: { reset: (form: FormData) => Promise<void>; erase: (form: FormData) => Promise<void> };
  locale: Locale;
  customer: string;
  member: boolean;
  may: { reset: boolean; export: boolean; erase: boolean };
}) {
  const t = await getTranslations('staffCustomers.actions');
  const exportPath = localizedPath(locale, `/staff/customers/${encodeURIComponent(customer)}/export`);
  return (
    <section aria-labelledby="customer-actions" className="space-y-3">
      <h2 id="customer-actions" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {member && may.reset && (
          <form action={actions.reset}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="customer" value={customer} />
            <button type="submit" className={button}>
              {t('reset')}
            </button>
          </form>
        )}
        {may.export && (
          <>
            <a href={`${exportPath}?format=json`} className={button} download>
              {t('exportJson')}
            </a>
            <a href={`${exportPath}?format=html`} className={button} target="_blank" rel="noopener">
              {t('exportHtml')}
            </a>
          </>
        )}
      </div>
      {may.erase && (
        <form action={actions.erase} className="space-y-2 rounded-md border border-brand/40 p-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="customer" value={customer} />
          <p className="text-sm text-neutral-700">{t('eraseLead')}</p>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="confirm" value="yes" required className="size-5" />
            {t('eraseConfirm')}
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white">
            {t('erase')}
          </button>
        </form>
      )}
    </section>
  );
}
