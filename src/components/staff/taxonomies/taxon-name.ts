import type { TaxonRow } from '@/server/domains/catalog';
import type { Locale } from '@/shared/locales';

/** An entry's name in the staff member's language, or in the other one when it has none there. */
export const taxonName = (row: TaxonRow, locale: Locale) => row[locale].name || row.el.name || row.en.name;
