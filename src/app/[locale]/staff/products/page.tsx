import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductFilterForm } from '@/components/staff/products/ProductFilterForm';
import { ProductPaging } from '@/components/staff/products/ProductPaging';
import { ProductTable } from '@/components/staff/products/ProductTable';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Link } from '@/i18n/navigation';
import { editorChoices, staffProductsPage } from '@/server/domains/catalog';
import { staffMay } from '@/server/domains/staff';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { parseStaffProductFilters } from '@/shared/staff-product-filters';
import { pageLocale } from '../../page-locale';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffProducts');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/products: every product, found by the shop's own search, filtered, ordered and paged, with bulk actions. */
export default async function StaffProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const actor = await requireStaff(locale, 'products.view');
  const { filters, ignored } = parseStaffProductFilters(await searchParams);
  const ctx = await pageContext(locale);
  const [page, choices, t] = await Promise.all([
    staffProductsPage(ctx, filters),
    editorChoices(ctx),
    getTranslations('staffProducts'),
  ]);
  const canBulk = staffMay(actor.role, 'products.bulk');
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-1 text-neutral-600">{t('lead', { total: page.total })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {staffMay(actor.role, 'products.list-used') && (
            <Link
              href="/staff/products/new?quick=used"
              prefetch={false}
              className={`${secondaryButton} inline-flex items-center`}
            >
              {t('listUsed')}
            </Link>
          )}
          {staffMay(actor.role, 'products.edit') && (
            <Link href="/staff/products/new" prefetch={false} className={`${primaryButton} inline-flex items-center`}>
              {t('new')}
            </Link>
          )}
        </div>
      </div>
      {ignored.length > 0 && (
        <p role="status" className="rounded-md bg-amber-100 p-3 text-amber-900">
          {t('ignored', { names: ignored.map((name) => t(`filterNames.${name}`)).join(', ') })}
        </p>
      )}
      <ProductFilterForm filters={filters} choices={choices} />
      {page.rows.length === 0 ? (
        <EmptyState message={t('none')} />
      ) : (
        <ProductTable
          rows={page.rows}
          categories={choices.category.filter((taxon) => taxon.parent)}
          canBulk={canBulk}
        />
      )}
      <ProductPaging
        filters={filters}
        total={page.total}
        labels={{
          paging: t('paging'),
          previous: t('previous'),
          next: t('next'),
          where: t('pageOf', {
            page: filters.page,
            pages: Math.max(1, Math.ceil(page.total / filters.size)),
            total: page.total,
          }),
        }}
      />
    </div>
  );
}
