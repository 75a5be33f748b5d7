'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { secondaryButton } from '@/components/ui/button-styles';
import { productPhotoRules } from '@/shared/product-photo-rules';

/**
 * Where photos come in: dropped on the area, chosen (several at once), or taken with the phone's camera (`capture`
 * opens it directly). Hands the files on; the caller uploads them.
 */
export function PhotoPicker({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const t = useTranslations('staffProducts.photos');
  const [over, setOver] = useState(false);
  const choose = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (list: FileList | null) => {
    if (list && list.length) onFiles([...list].slice(0, productPhotoRules.maxFiles));
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      className={`rounded-lg border-2 border-dashed p-4 text-center ${over ? 'border-brand bg-red-50' : 'border-neutral-300'}`}
    >
      <p className="text-neutral-700">{t('drop')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button type="button" disabled={disabled} onClick={() => camera.current?.click()} className={secondaryButton}>
          {t('camera')}
        </button>
        <button type="button" disabled={disabled} onClick={() => choose.current?.click()} className={secondaryButton}>
          {t('choose')}
        </button>
      </div>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('camera')}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <input
        ref={choose}
        type="file"
        accept={productPhotoRules.accept}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('choose')}
        data-testid="photo-files"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="mt-2 text-sm text-neutral-600">{t('rules', { max: productPhotoRules.maxBytes / 1024 / 1024 })}</p>
    </div>
  );
}
