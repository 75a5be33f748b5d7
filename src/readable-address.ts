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

/**
 * For pages: next-intl's middleware decodes the path once and rewrites the request to that decoded path, which Next
 * then decodes again. A path that decodes once but not twice (`/product/100%25`, `/en/%25ED%25A0%2580`) made Next
 * answer 500, and one that decodes twice to a NUL byte (`/product/%2500`) reached the database; both are refused
 * with the unreadable addresses.
 */
export function survivesLocaleRewrite(pathname: string): boolean {
  try {
    // Twice decoded, `%2500` is a NUL byte, which the page would hand to the database.
    return !decodeURIComponent(decodeURI(pathname)).includes('\0');
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
