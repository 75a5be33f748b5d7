import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { primaryButton } from '@/components/ui/button-styles';
import type { PartToAdd } from '@/server/domains/shared-carts';
import type { Locale } from '@/shared/locales';
import { formatMoney } from '@/shared/money';
import { localizedPath } from '@/shared/paths';
import { CartActionForm } from './CartActionForm';

type Props = { cartId: number; version: number; locale: Locale; term: string; parts: PartToAdd[] | null };

/** The shop's search (part numbers, Greeklish, models) for staff, each part found with a quantity and "Add". */
export async function StaffPartSearch({ cartId, version, locale, term, parts }: Props) {
  const t = await getTranslations('staffCarts');
  return (
    <section aria-labelledby="cart-search" className="space-y-3 rounded-md border border-neutral-200 p-4">
      <h2 id="cart-search" className="text-xl font-bold text-ink">
        {t('search')}
      </h2>
      {/* A client-side navigation: the page stays hydrated, so "Add" right after a search is never a bare POST. */}
      <Form
        action={localizedPath(locale, `/staff/carts/${cartId}`)}
        className="flex flex-wrap items-end gap-3"
        role="search"
      >
        <label className="min-w-0 flex-1 text-ink">
          {t('searchLabel')}
          <input
            name="q"
            type="search"
            defaultValue={term}
            className="mt-1 block h-11 w-full rounded-md border border-neutral-300 px-3 text-base"
          />
        </label>
        <button type="submit" className={`inline-flex items-center ${primaryButton}`}>
          {t('searchButton')}
        </button>
      </Form>
      {parts && parts.length === 0 && <p className="text-neutral-700">{t('noResults')}</p>}
      {parts && parts.length > 0 && (
        <ul className="divide-y divide-neutral-200" data-testid="staff-part-results">
          {parts.map((part) => (
            <li
              key={part.variantId}
              className="flex flex-wrap items-end justify-between gap-3 py-3"
              data-sku={part.sku}
            >
              <p className="min-w-0 flex-1 break-words">
                <span className="font-semibold text-ink">{part.name}</span>
                <span className="block text-sm text-neutral-600">
                  {part.sku}
                  {part.mpn ? ` · ${part.mpn}` : ''} ·{' '}
                  {formatMoney({ cents: part.priceCents, currency: part.currency }, locale)} ·{' '}
                  {t('stock', { count: part.stockOnHand })}
                </span>
              </p>
              <CartActionForm
                locale={locale}
                cartId={cartId}
                version={version}
                intent="add"
                label={t('add')}
                tone="primary"
                hidden={{ variantId: part.variantId }}
              >
                <label className="text-sm text-ink">
                  {t('quantity')}
                  <input
                    name="quantity"
                    type="number"
                    min={1}
                    max={99}
                    defaultValue={1}
                    className="mt-1 block h-11 w-20 rounded-md border border-neutral-300 px-3 text-base"
                  />
                </label>
              </CartActionForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
