'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { deletePhotoAction, photoAltAction, reorderPhotosAction } from '@/app/[locale]/staff/products/actions';
import { secondaryButton } from '@/components/ui/button-styles';
import type { EditorPhoto } from '@/server/domains/catalog';
import { PhotoPicker } from './PhotoPicker';
import { UploadList } from './UploadList';
import { usePhotoUploads } from './usePhotoUploads';

const small = 'min-h-11 rounded-md border border-neutral-300 px-3 text-sm hover:border-brand disabled:opacity-50';
const input = 'mt-1 h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base';

/** The product's photos: upload with progress, order (the first one is the one lists show), alt texts, delete. */
export function PhotoManager({ productId, initial }: { productId: number; initial: EditorPhoto[] }) {
  const t = useTranslations('staffProducts.photos');
  const locale = useLocale();
  const [photos, setPhotos] = useState(initial);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const { uploads, send } = usePhotoUploads();

  async function add(files: File[]) {
    const stored = await send(productId, files);
    setPhotos((now) => [...now, ...stored.map((photo) => ({ ...photo, alt: { el: '', en: '' } }))]);
  }

  function move(index: number, by: -1 | 1) {
    const order = [...photos];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    setPhotos(order);
    start(async () => {
      await reorderPhotosAction(
        locale,
        productId,
        order.map((photo) => photo.id),
      );
      setStatus(t('reordered'));
    });
  }

  function saveAlt(photo: EditorPhoto) {
    start(async () => {
      const result = await photoAltAction(locale, productId, photo.id, photo.alt);
      setStatus(result.ok ? t('altSaved') : t('failed'));
    });
  }

  function remove(photo: EditorPhoto) {
    if (!window.confirm(t('confirmDelete'))) return;
    start(async () => {
      const result = await deletePhotoAction(locale, productId, photo.id);
      if (result.ok) setPhotos((now) => now.filter((each) => each.id !== photo.id));
      setStatus(result.ok ? t('deleted') : t('failed'));
    });
  }

  const setAlt = (id: number, language: 'el' | 'en', text: string) =>
    setPhotos((now) =>
      now.map((photo) => (photo.id === id ? { ...photo, alt: { ...photo.alt, [language]: text } } : photo)),
    );

  return (
    <section aria-labelledby="photos-heading" className="space-y-3 rounded-lg border border-neutral-200 p-4">
      <h2 id="photos-heading" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <PhotoPicker onFiles={add} />
      <UploadList uploads={uploads} />
      {status && (
        <p role="status" className="text-sm text-neutral-700">
          {status}
        </p>
      )}
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="space-y-2 rounded-md border border-neutral-200 p-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- the stored file itself, as staff uploaded it */}
            <img
              src={`/uploads/${photo.path}`}
              alt={photo.alt[locale as 'el'] || t('photoNumber', { number: index + 1 })}
              className="aspect-[4/3] w-full rounded object-contain"
            />
            <label className="block text-sm">
              {t('altEl')}
              <input
                lang="el"
                value={photo.alt.el}
                onChange={(event) => setAlt(photo.id, 'el', event.target.value)}
                className={input}
              />
            </label>
            <label className="block text-sm">
              {t('altEn')}
              <input
                lang="en"
                value={photo.alt.en}
                onChange={(event) => setAlt(photo.id, 'en', event.target.value)}
                className={input}
              />
            </label>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={small} disabled={pending} onClick={() => saveAlt(photo)}>
                {t('saveAlt')}
              </button>
              <button
                type="button"
                className={small}
                disabled={pending || index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('earlier', { number: index + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className={small}
                disabled={pending || index === photos.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('later', { number: index + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${secondaryButton} text-sm`}
                disabled={pending}
                onClick={() => remove(photo)}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
