'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { deleteTaxonAction, moveTaxonAction } from '@/app/[locale]/staff/taxonomies/actions';
import { secondaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/FormAlert';
import type { TaxonDeskResult, TaxonRow } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';
import { productPhotoRules } from '@/shared/product-photo-rules';
import { hasPicture, type EditableTaxonomyKind } from '@/shared/taxon-desk-rules';
import { TaxonForm } from './TaxonForm';
import { taxonName } from './taxon-name';
import { TaxonPicture } from './TaxonPicture';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/**
 * One kind's entries, each under its parent: rename, move up or down among its siblings, delete when unused, and a
 * category's (brand's) picture.
 */
export function TaxonList({ kind, rows }: { kind: EditableTaxonomyKind; rows: TaxonRow[] }) {
  const t = useTranslations('staffTaxonomies');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, start] = useTransition();
  const siblingsOf = (row: TaxonRow) => rows.filter((each) => each.parentId === row.parentId);

  function answered(result: TaxonDeskResult, success?: string) {
    if (result.ok) {
      setNotice(success ? { tone: 'success', text: success } : null);
      router.refresh();
    } else if (result.error.code === 'TAXON_IN_USE')
      setNotice({
        tone: 'error',
        text: t('inUse', { products: result.error.products, children: result.error.children }),
      });
    else if ('problems' in result.error) setNotice({ tone: 'error', text: t('problems.invalid') });
    else
      setNotice({
        tone: 'error',
        text: tErrors(result.error.code as 'PHOTO_TOO_LARGE', { max: productPhotoRules.maxBytes / 1024 / 1024 }),
      });
  }

  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) {
      setNotice({ tone: 'success', text: t('saved') });
      router.refresh();
    }
  };

  return (
    <div className="space-y-3">
      {notice && <FormAlert tone={notice.tone} lines={[notice.text]} />}
      {editing === 'new' ? (
        <TaxonForm kind={kind} row={null} rows={rows} onDone={done} />
      ) : (
        <button type="button" onClick={() => setEditing('new')} className={secondaryButton}>
          {t('add')}
        </button>
      )}
      {rows.length === 0 ? (
        <p className="text-neutral-700">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
          {rows.map((row) => {
            const siblings = siblingsOf(row);
            const at = siblings.indexOf(row);
            const name = taxonName(row, locale);
            return (
              <li key={row.id} className="p-3" style={{ paddingInlineStart: `${0.75 + row.depth * 1.25}rem` }}>
                {editing === row.id ? (
                  <TaxonForm kind={kind} row={row} rows={rows} onDone={done} />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-ink">
                        <span lang="el">{row.el.name}</span>
                        {row.en.name && row.en.name !== row.el.name && (
                          <span lang="en" className="font-normal text-neutral-700">
                            {' '}
                            · {row.en.name}
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-neutral-600">
                        {[
                          t('usedBy', { count: row.products }),
                          row.years,
                          row.hp === null ? '' : t('hpValue', { hp: row.hp }),
                          row.aliases.join(', '),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    {hasPicture(kind) && <TaxonPicture row={row} onAnswer={(result) => answered(result, t('saved'))} />}
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        disabled={pending || at === 0}
                        aria-label={`${t('up')}: ${name}`}
                        onClick={() => start(async () => answered(await moveTaxonAction(locale, row.id, 'up')))}
                        className={`inline-flex items-center disabled:opacity-40 ${secondaryButton}`}
                      >
                        <ArrowUp aria-hidden="true" className="size-5" />
                      </button>
                      <button
                        type="button"
                        disabled={pending || at === siblings.length - 1}
                        aria-label={`${t('down')}: ${name}`}
                        onClick={() => start(async () => answered(await moveTaxonAction(locale, row.id, 'down')))}
                        className={`inline-flex items-center disabled:opacity-40 ${secondaryButton}`}
                      >
                        <ArrowDown aria-hidden="true" className="size-5" />
                      </button>
                      <button type="button" onClick={() => setEditing(row.id)} className={secondaryButton}>
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        disabled={pending}
                        onClick={() => {
                          if (!window.confirm(t('confirmDelete', { name }))) return;
                          start(async () =>
                            answered(await deleteTaxonAction(locale, row.id, row.version), t('deleted')),
                          );
                        }}
                        className={secondaryButton}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
