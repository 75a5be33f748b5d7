import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/ui/FormAlert';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { config } from '@/server/config';
import { feedListing, marketplaces, type Marketplace } from '@/server/domains/feeds';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../page-locale';
import { changeListingAction } from './actions';

// Behind the staff session: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ done?: string; error?: string }> };

const marketplaceNames: Record<Marketplace, string> = { skroutz: 'Skroutz', bestprice: 'BestPrice', google: 'Google' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return { title: (await getTranslations('staff.feeds'))('title') };
}

/** The owner's and manager's choice of what each marketplace lists: categories and single products kept off. */
export default async function StaffFeedsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'feeds.manage');
  const [listing, t, errors, query] = await Promise.all([
    feedListing(await pageContext(locale)),
    getTranslations('staff.feeds'),
    getTranslations('errors'),
    searchParams,
  ]);
  const siteUrl = config().siteUrl;
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />;
  return (
    <div className="max-w-5xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 text-neutral-700">{t('lead')}</p>
      </div>
      {query.done && <FormAlert tone="success" lines={[t('done')]} />}
      {query.error && <FormAlert lines={[query.error === 'NOT_FOUND' ? t('notFound') : errors('INVALID_INPUT')]} />}
      <section aria-labelledby="feed-addresses">
        <h2 id="feed-addresses" className="mb-2 text-xl font-bold text-ink">
          {t('addresses')}
        </h2>
        <ul className="space-y-1">
          {marketplaces.map((marketplace) => (
            <li key={marketplace} className="break-all">
              {marketplaceNames[marketplace]}:{' '}
              <a className="text-brand-dark underline" href={`/feeds/${marketplace}.xml`}>
                {`${siteUrl}/feeds/${marketplace}.xml`}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="feed-categories">
        <h2 id="feed-categories" className="mb-3 text-xl font-bold text-ink">
          {t('categories')}
        </h2>
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {listing.categories.map((category) => (
            <li
              key={category.id}
              className="grid gap-2 p-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
              data-category={category.id}
            >
              <p
                className="min-w-0 font-semibold text-ink"
                style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}
              >
                {category.name}
              </p>
              <div className="flex flex-wrap gap-2">
                {marketplaces.map((marketplace) => {
                  const excluded = category.excludedFrom.includes(marketplace);
                  const name = marketplaceNames[marketplace];
                  return (
                    <form key={marketplace} action={changeListingAction}>
                      {hidden('locale', locale)}
                      {hidden('marketplace', marketplace)}
                      {hidden('categoryId', category.id)}
                      {hidden('listed', String(excluded))}
                      <button
                        type="submit"
                        className={`${excluded ? primaryButton : secondaryButton} text-sm`}
                        aria-label={`${category.name}: ${excluded ? t('include', { marketplace: name }) : t('exclude', { marketplace: name })}`}
                        title={excluded ? t('include', { marketplace: name }) : t('exclude', { marketplace: name })}
                      >
                        {name}: {excluded ? t('excluded') : t('listed')}
                      </button>
                    </form>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="feed-products" className="space-y-4">
        <h2 id="feed-products" className="text-xl font-bold text-ink">
          {t('products')}
        </h2>
        <form action={changeListingAction} className="flex flex-wrap items-end gap-3">
          {hidden('locale', locale)}
          {hidden('listed', 'false')}
          <label className="grid gap-1">
            <span className="font-semibold text-ink">{t('sku')}</span>
            <input name="sku" required maxLength={100} className="min-h-11 rounded-md border border-neutral-300 px-3" />
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-ink">{t('marketplace')}</span>
            <select name="marketplace" className="min-h-11 rounded-md border border-neutral-300 px-3">
              {marketplaces.map((marketplace) => (
                <option key={marketplace} value={marketplace}>
                  {marketplaceNames[marketplace]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButton}>
            {t('excludeProduct')}
          </button>
        </form>
        {listing.products.length === 0 ? (
          <p className="text-neutral-700">{t('noProducts')}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
            {listing.products.map((product) => (
              <li key={`${product.marketplace}-${product.productId}`} className="flex flex-wrap items-center gap-3 p-3">
                <span className="min-w-0 flex-1 break-words text-ink">
                  {marketplaceNames[product.marketplace]} · <span className="font-mono">{product.sku}</span> ·{' '}
                  {product.name}
                </span>
                <form action={changeListingAction}>
                  {hidden('locale', locale)}
                  {hidden('marketplace', product.marketplace)}
                  {hidden('sku', product.sku)}
                  {hidden('listed', 'true')}
                  <button type="submit" className={`${secondaryButton} text-sm`}>
                    {t('include', { marketplace: marketplaceNames[product.marketplace] })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
