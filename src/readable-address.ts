/**
 * Whether an address can be read: every escape in it decodes to UTF-8, and no NUL byte hides in its path or query
 * (the database cannot store one). Next answers a path it cannot decode with a 500, for lack of an error page to
 * show, so the proxy refuses such addresses first.
 */
export function isReadableAddress(url: URL): boolean {
  try {
    return (
      !decodeURIComponent(url.pathname).includes('\0') &&
      ![...url.searchParams.values()].some((value) => value.includes('\0'))
    );
  } catch {
    return false;
  }
}

export function unreadableAddress(): Response {
  return new Response('Bad request: the address is not valid.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
