import { getTranslations } from 'next-intl/server';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { SelectField } from '@/components/ui/SelectField';
import { Link } from '@/i18n/navigation';
import type { EditorChoices } from '@/server/domains/catalog';
import { productStatusValues } from '@/shared/product-editor-rules';
import { stockLevels, staffProductSorts, type StaffProductFilters } from '@/shared/staff-product-filters';

const input = 'mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-ink';

/** The list's search and filters: a plain GET form, so that every filtered list has its own address. */
export async function ProductFilterForm({
  filters,
  choices,
}: {
  filters: StaffProductFilters;
  choices: EditorChoices;
}) {
  const t = await getTranslations('staffProducts');
  const euros = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));
  const taxonSelect = (name: 'condition' | 'brand' | 'category' | 'model', list: EditorChoices['brand']) => (
    <SelectField id={`filter-${name}`} name={name} label={t(`filter.${name}`)} defaultValue={filters[name] ?? ''}>
      <option value="">{t('filter.any')}</option>
      {list.map((taxon) => (
        <option key={taxon.id} value={taxon.id}>
          {taxon.parent ? `${taxon.parent} › ${taxon.name}` : taxon.name}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form method="get" role="search" className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <div>
        <label htmlFor="filter-q" className="block font-medium text-ink">
          {t('filter.search')}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('filter.searchHint')}
          className={input}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField id="filter-status" name="status" label={t('filter.status')} defaultValue={filters.status ?? ''}>
          <option value="">{t('filter.any')}</option>
          {productStatusValues.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        {taxonSelect('condition', choices.condition)}
        {taxonSelect('brand', choices.brand)}
        {taxonSelect(
          'category',
          choices.category.filter((taxon) => taxon.parent),
        )}
        {taxonSelect('model', choices.model)}
        <SelectField id="filter-stock" name="stock" label={t('filter.stock')} defaultValue={filters.stock ?? ''}>
          <option value="">{t('filter.any')}</option>
          {stockLevels.map((level) => (
            <option key={level} value={level}>
              {t(`stock.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="filter-photos" name="photos" label={t('filter.photos')} defaultValue={filters.photos ?? ''}>
          <option value="">{t('filter.any')}</option>
          <option value="yes">{t('filter.withPhotos')}</option>
          <option value="no">{t('filter.withoutPhotos')}</option>
        </SelectField>
        <SelectField id="filter-sort" name="sort" label={t('filter.sort')} defaultValue={filters.sort}>
          {staffProductSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="filter-price-min" className="block font-medium text-ink">
              {t('filter.priceMin')}
            </label>
            <input
              id="filter-price-min"
              name="priceMin"
              inputMode="decimal"
              defaultValue={euros(filters.priceMin)}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="filter-price-max" className="block font-medium text-ink">
              {t('filter.priceMax')}
            </label>
            <input
              id="filter-price-max"
              name="priceMax"
              inputMode="decimal"
              defaultValue={euros(filters.priceMax)}
              className={input}
            />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton}>
          {t('filter.apply')}
        </button>
        <Link href="/staff/products" prefetch={false} className={`${secondaryButton} inline-flex items-center`}>
          {t('filter.clear')}
        </Link>
      </div>
    </form>
  );
}
