import 'server-only';

/**
 * A PDF answered to one person: shown in the browser's viewer (or saved under a name that says what it is), never
 * kept by a shared cache, never indexed, and never sent on as a referrer (receipt links are secrets).
 */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  });
}
