'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { bulkProductsAction } from '@/app/[locale]/staff/products/actions';
import { primaryButton } from '@/components/ui/button-styles';
import { useRouter } from '@/i18n/navigation';
import type { TaxonChoice } from '@/server/domains/catalog';
import { bulkProductActions, type BulkProductAction } from '@/shared/staff-product-filters';

const control = 'h-11 rounded-md border border-neutral-300 bg-white px-3 text-base text-ink';

/** What to do with the selected products: one action, its one value (a category, a percentage), and its answer. */
export function BulkBar({ ids, categories, onDone }: { ids: number[]; categories: TaxonChoice[]; onDone: () => void }) {
  const t = useTranslations('staffProducts');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  const [action, setAction] = useState<BulkProductAction>('activate');
  const [categoryId, setCategoryId] = useState('');
  const [percent, setPercent] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();

  function run() {
    if (action === 'delete' && !window.confirm(t('bulk.confirmDelete', { count: ids.length }))) return;
    const form = {
      action,
      ids,
      ...(action === 'category' ? { categoryId: Number(categoryId) } : {}),
      ...(action === 'price' ? { percent: Number(percent.replace(',', '.')) } : {}),
    };
    start(async () => {
      const result = await bulkProductsAction(locale, form);
      if (result.ok) {
        setMessage({ ok: true, text: t('bulk.done', { count: result.changed }) });
        onDone();
        router.refresh();
      } else setMessage({ ok: false, text: tErrors(result.code) });
    });
  }

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-end gap-2 rounded-lg bg-neutral-100 p-3"
    >
      <p className="w-full font-medium sm:w-auto">{t('bulk.selected', { count: ids.length })}</p>
      <label className="sr-only" htmlFor="bulk-action">
        {t('bulk.action')}
      </label>
      <select
        id="bulk-action"
        value={action}
        onChange={(event) => setAction(event.target.value as BulkProductAction)}
        className={control}
      >
        {bulkProductActions.map((each) => (
          <option key={each} value={each}>
            {t(`bulk.actions.${each}`)}
          </option>
        ))}
      </select>
      {action === 'category' && (
        <select
          aria-label={t('filter.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          className={control}
        >
          <option value="">—</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.parent ? `${category.parent} › ${category.name}` : category.name}
            </option>
          ))}
        </select>
      )}
      {action === 'price' && (
        <input
          aria-label={t('bulk.percent')}
          placeholder={t('bulk.percentHint')}
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          className={`${control} w-32`}
        />
      )}
      <button
        type="button"
        disabled={pending || ids.length === 0}
        onClick={run}
        className={`${primaryButton} disabled:opacity-60`}
      >
        {t('bulk.apply')}
      </button>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`w-full ${message.ok ? 'text-green-800' : 'font-medium text-brand-dark'}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
