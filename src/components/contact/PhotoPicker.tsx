'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { photoRules } from '@/shared/request-rules';

export type PickedPhoto = { file: File; error?: string };

type Props = { photos: PickedPhoto[]; onChange: (photos: PickedPhoto[]) => void; maxBytes: number; error?: string };

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Up to 3 photos with previews; each file's problem (type, size) is shown on it before and after sending. */
export function PhotoPicker({ photos, onChange, maxBytes, error }: Props) {
  const t = useTranslations('contact.form');
  const errorMessage = useErrorMessage();
  const id = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo.file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const checked = (file: File): PickedPhoto => {
    if (!(photoRules.types as readonly string[]).includes(file.type))
      return { file, error: errorMessage('PHOTO_NOT_IMAGE') };
    if (file.size > maxBytes) return { file, error: errorMessage('PHOTO_TOO_LARGE', { max: megabytes(maxBytes) }) };
    return { file };
  };

  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {t('photos')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={photoRules.types.join(',')}
        disabled={photos.length >= photoRules.maxFiles}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          await errorMessage.ready();
          onChange([...photos, ...files.map(checked)].slice(0, photoRules.maxFiles));
        }}
        className="mt-1 block w-full max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-neutral-100 file:px-4 file:font-semibold file:text-ink hover:file:bg-neutral-200"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
        {t('photosHint', { max: photoRules.maxFiles, size: megabytes(maxBytes) })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li
              key={`${photo.file.name}-${index}`}
              className={`relative rounded-md border p-2 ${photo.error ? 'border-brand' : 'border-neutral-200'}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) the image optimiser cannot read */}
              <img src={previews[index]} alt="" className="aspect-square w-full rounded object-cover" />
              <p className="mt-1 truncate text-sm text-ink" title={photo.file.name}>
                {photo.file.name}
              </p>
              {photo.error && <p className="text-sm font-medium text-brand-dark">{photo.error}</p>}
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, other) => other !== index))}
                aria-label={t('removePhoto', { name: photo.file.name })}
                className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:text-brand"
              >
                <Icon name="x" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
