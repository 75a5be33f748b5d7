import { useTranslations } from 'next-intl';
import { ProductImage } from '@/components/catalog/ProductImage';
import type { ImageView } from '@/server/domains/catalog';

/** The first image large, then one more beside it (spec §9: first image as main, then one more skipping 1). */
export function ProductGallery({ images, name }: { images: ImageView[]; name: string }) {
  const t = useTranslations('catalog');
  const [main, second] = images;
  return (
    <div className="space-y-3">
      <div className="aspect-[4/3] overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
        <ProductImage
          image={main ?? null}
          fallbackAlt={t('placeholderAlt', { name })}
          sizes="(min-width: 992px) 50vw, 100vw"
          priority
        />
      </div>
      {second && (
        <div className="aspect-[4/3] w-1/3 overflow-hidden rounded border border-neutral-200 bg-neutral-50">
          <ProductImage image={second} fallbackAlt={name} sizes="20vw" />
        </div>
      )}
    </div>
  );
}
