import { getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/FieldFrame';
import { SelectField } from '@/components/ui/SelectField';
import { Link } from '@/i18n/navigation';
import type { OrderDeskLabels } from '@/server/http/orders/order-desk-labels';
import { paymentMethodCodes } from '@/shared/checkout-rules';
import { orderStates, paymentStates, type OrderState, type PaymentState } from '@/shared/order-lifecycle';
import { orderDeskQuery, type OrderDeskFilters } from '@/shared/order-desk-filters';

/**
 * The search box and the filters: a plain GET form, so that the address bar holds the whole view (a link to it can
 * be shared, and back and forward work). Submitting starts again from the newest orders of the open tab.
 */
export async function OrderDeskFilterForm({
  filters,
  shippingMethods,
  labels,
}: {
  filters: OrderDeskFilters;
  shippingMethods: string[];
  labels: OrderDeskLabels;
}) {
  const t = await getTranslations('staffOrders');
  const narrowed = Boolean(
    filters.state || filters.payment || filters.method || filters.shipping || filters.from || filters.to,
  );
  const select = (
    name: 'state' | 'payment' | 'method' | 'shipping',
    options: readonly string[],
    nameOf: (option: string) => string,
  ) => (
    <SelectField id={`desk-${name}`} name={name} label={t(name)} defaultValue={filters[name] ?? ''}>
      <option value="">{t('any')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {nameOf(option)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form method="get" role="search" className="space-y-3">
      {filters.tab && <input type="hidden" name="tab" value={filters.tab} />}
      <div>
        <label htmlFor="desk-q" className="block font-medium text-ink">
          {t('search')}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="desk-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            aria-describedby="desk-q-hint"
            className={`${controlClass()} mt-0 h-11 min-w-0 flex-1 basis-40`}
          />
          <button type="submit" className={`${primaryButton} inline-flex items-center`}>
            {t('apply')}
          </button>
        </div>
        <p id="desk-q-hint" className="mt-1 text-sm text-neutral-600">
          {t('searchHint')}
        </p>
      </div>
      <details open={narrowed} className="rounded-md border border-neutral-200 p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">{t('filters')}</summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {select('state', orderStates, (state) => labels.orderState(state as OrderState))}
          {select('payment', paymentStates, (state) => labels.paymentState(state as PaymentState))}
          {select('method', paymentMethodCodes, labels.paymentMethod)}
          {select('shipping', shippingMethods, labels.shippingMethod)}
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`desk-${name}`} className="block font-medium text-ink">
                {t(name)}
              </label>
              <input
                id={`desk-${name}`}
                name={name}
                type="date"
                defaultValue={filters[name] ?? ''}
                className={`${controlClass()} h-11`}
              />
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={`${primaryButton} inline-flex items-center`}>
            {t('apply')}
          </button>
          <Link
            href={`/staff/orders${orderDeskQuery({ tab: filters.tab })}`}
            prefetch={false}
            className={`${secondaryButton} inline-flex items-center`}
          >
            {t('clear')}
          </Link>
        </div>
      </details>
    </form>
  );
}
