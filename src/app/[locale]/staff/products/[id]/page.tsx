import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PhotoManager } from '@/components/staff/products/PhotoManager';
import { ProductEditor } from '@/components/staff/products/ProductEditor';
import { Link } from '@/i18n/navigation';
import { editorChoices, loadEditorState } from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { pageLocale } from '../../../page-locale';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('staffProducts.editor');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /staff/products/{id}: the product editor and its photos. */
export default async function StaffProductPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'products.edit');
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const ctx = await pageContext(locale);
  const [state, choices, t] = await Promise.all([
    loadEditorState(ctx.db, id),
    editorChoices(ctx),
    getTranslations('staffProducts'),
  ]);
  if (!state) notFound();
  const { id: _id, photos, variants, ...form } = state;
  const stock = Object.fromEntries(variants.map((variant) => [variant.id, variant.stock]));
  const saved = (await searchParams).saved === '1';
  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-5 px-4 py-6">
      <Link href="/staff/products" prefetch={false} className="underline">
        ← {t('title')}
      </Link>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{state[locale].name || state.el.name}</h1>
      {saved && (
        <p role="status" className="rounded-md bg-green-100 p-3 text-green-900">
          {t('editor.created')}
        </p>
      )}
      {/* Not keyed by the version: a save refreshes this page, and the editor keeps its "Saved." and its state. */}
      <ProductEditor
        productId={id}
        initial={{ ...form, variants: variants.map(({ stock: _stock, isMaster: _isMaster, ...variant }) => variant) }}
        choices={choices}
        stock={stock}
        masterId={variants.find((variant) => variant.isMaster)?.id ?? null}
      />
      <PhotoManager productId={id} initial={photos} />
    </div>
  );
}
