import type { Locale } from '@/shared/locales';

/** The answer of POST /api/requests: the new request's id, or a normalised error (spec §8). */
export type SendAnswer =
  | { ok: true; id: string }
  | {
      ok: false;
      message: string;
      statusCode: number;
      code?: string;
      problems?: { field: string; reason: string }[];
      photos?: { index: number; reason: string }[];
    };

/**
 * Sends the form as multipart data with XMLHttpRequest, the one browser API that reports upload progress
 * (photos can take a while on a farm's mobile connection).
 */
export function sendRequest(
  data: FormData,
  { locale, token, onProgress }: { locale: Locale; token: string | null; onProgress: (percent: number) => void },
): Promise<SendAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/requests');
    xhr.setRequestHeader('locale', locale);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // A proxy's HTML error page: answered below as the system error.
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body.id === 'string') resolve({ ok: true, id: body.id });
      else
        resolve({
          ok: false,
          message: typeof body.message === 'string' ? body.message : '',
          statusCode: xhr.status || 500,
          ...(body as object),
        } as SendAnswer);
    };
    xhr.onerror = () => resolve({ ok: false, message: '', statusCode: 0 });
    xhr.send(data);
  });
}
