'use client';

import { useTranslations } from 'next-intl';

export type UploadState = { key: string; name: string; share: number; error: string | null; done: boolean };

/** Each file being sent, with its own progress bar and, when refused, why. */
export function UploadList({ uploads }: { uploads: UploadState[] }) {
  const t = useTranslations('staffProducts.photos');
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('uploads')}>
      {uploads.map((upload) => (
        <li key={upload.key} className="text-sm">
          <div className="flex justify-between gap-2">
            <span className="truncate">{upload.name}</span>
            <span>{upload.error ? '' : upload.done ? t('done') : `${Math.round(upload.share * 100)} %`}</span>
          </div>
          <progress max={1} value={upload.done ? 1 : upload.share} className="h-2 w-full" aria-label={upload.name} />
          {upload.error && (
            <p role="alert" className="font-medium text-brand-dark">
              {upload.name}: {upload.error}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
