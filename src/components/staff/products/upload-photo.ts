import type { ErrorCode } from '@/shared/error-codes';

export type UploadedPhoto = { id: number; path: string; width: number; height: number };
export type UploadOutcome = { ok: true; photo: UploadedPhoto } | { ok: false; code: ErrorCode | 'system' };

/**
 * Sends one photo's bytes to the product's photos, reporting the share sent (0 to 1) as it goes: XMLHttpRequest,
 * since fetch tells nothing of an upload's progress.
 */
export function uploadPhoto(
  productId: number,
  file: File,
  onProgress: (share: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/staff/products/${productId}/photos`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as { ok: boolean; code?: ErrorCode } & UploadedPhoto;
        if (body.ok)
          resolve({ ok: true, photo: { id: body.id, path: body.path, width: body.width, height: body.height } });
        else resolve({ ok: false, code: body.code ?? 'system' });
      } catch {
        resolve({ ok: false, code: request.status === 413 ? 'PHOTO_TOO_LARGE' : 'system' });
      }
    };
    request.onerror = () => resolve({ ok: false, code: 'system' });
    request.send(file);
  });
}
