'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { productPhotoRules } from '@/shared/product-photo-rules';
import { uploadPhoto, type UploadedPhoto } from './upload-photo';
import type { UploadState } from './UploadList';

/**
 * Sends files one after the other to a product's photos, keeping each file's progress and refusal for the list;
 * a file refused does not stop the others. Answers the photos stored.
 */
export function usePhotoUploads() {
  const tErrors = useTranslations('errors');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = (key: string, change: Partial<UploadState>) =>
    setUploads((now) => now.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function send(productId: number, files: File[]): Promise<UploadedPhoto[]> {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((now) => [
      ...now,
      ...batch.map(({ file, key }) => ({ key, name: file.name, share: 0, error: null, done: false })),
    ]);
    const stored: UploadedPhoto[] = [];
    for (const { file, key } of batch) {
      const outcome = await uploadPhoto(productId, file, (share) => update(key, { share }));
      if (outcome.ok) {
        stored.push(outcome.photo);
        update(key, { done: true, share: 1 });
      } else {
        const code = outcome.code === 'system' ? 'system' : outcome.code;
        update(key, { error: tErrors(code as 'PHOTO_TOO_LARGE', { max: productPhotoRules.maxBytes / 1024 / 1024 }) });
      }
    }
    return stored;
  }

  return { uploads, send };
}
