import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductEditor } from '@/components/staff/products/ProductEditor';
import { UsedPartForm } from '@/components/staff/products/UsedPartForm';
import { Link } from '@/i18n/navigation';
import { editorChoices, partTypesByCategory } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import type { EditorForm } from '@/components/staff/products/editor-form';
import { pageLocale } from '../../../page-locale';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffProducts');
  return {
    title: (await searchParams).quick === 'used' ? t('used.title') : t('editor.newTitle'),
    robots: { index: false },
  };
}

const emptyForm: EditorForm = {
  version: null,
  status: 'draft',
  el: { name: '', slug: '', description: '' },
  en: { name: '', slug: '', description: '' },
  brandId: null,
  categoryId: null,
  conditionId: null,
  mpn: '',
  superseded: [],
  modelIds: [],
  engineIds: [],
  rotovatorIds: [],
  properties: [],
  country: '',
  warrantyIds: [],
  shelfLocation: '',
  variants: [{ id: null, sku: '', price: '', salePrice: '', weightGrams: null, backorderable: false }],
};

/** /staff/products/new: a new product in the full editor, or (?quick=used) a used part listed from a phone. */
export default async function NewProductPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const quick = (await searchParams).quick === 'used';
  await requireStaff(locale, quick ? 'products.list-used' : 'products.edit');
  const ctx = await pageContext(locale);
  const [choices, t] = await Promise.all([editorChoices(ctx), getTranslations('staffProducts')]);
  if (quick) {
    const [partTypes, greek, english] = await Promise.all([
      partTypesByCategory(ctx.db),
      editorChoices({ db: ctx.db, locale: 'el' }),
      editorChoices({ db: ctx.db, locale: 'en' }),
    ]);
    // The proposed texts are written in both languages whatever the staff member's.
    const conditionNames = Object.fromEntries(
      greek.condition.map((taxon) => [
        taxon.id,
        { el: taxon.name, en: english.condition.find((each) => each.id === taxon.id)?.name ?? taxon.name },
      ]),
    );
    const used = choices.condition.find((taxon) => taxon.key === 'used') ?? choices.condition[0];
    return (
      <div className="mx-auto w-full max-w-xl min-w-0 space-y-4 px-3 py-4">
        <h1 className="text-2xl font-bold text-ink">{t('used.title')}</h1>
        <UsedPartForm
          choices={choices}
          partTypes={partTypes}
          usedConditionId={used?.id ?? null}
          conditionNames={conditionNames}
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <Link href="/staff/products" prefetch={false} className="underline">
        ← {t('title')}
      </Link>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('editor.newTitle')}</h1>
      <ProductEditor productId={null} initial={emptyForm} choices={choices} stock={{}} />
      <p className="text-neutral-600">{t('editor.photosAfterSave')}</p>
    </div>
  );
}
