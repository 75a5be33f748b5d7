import { useEffect, type RefObject } from 'react';

/** Path and query in one spelling, whichever API they came from (`+` or `%20`, encoded or not). */
export function comparableUrl(pathname: string, search: string): string {
  const query = new URLSearchParams(search).toString();
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: compare it as it is.
  }
  return query ? `${path}?${query}` : path;
}

const pathAndQuery = (url: URL | Location) => comparableUrl(url.pathname, url.search);

/** The same-origin page a click on this element would open, or null when the click is not a navigation. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/** The page a GET form with an action would open, or null. */
function formTarget(event: SubmitEvent): URL | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.getAttribute('action') || form.method !== 'get') return null;
  const url = new URL(form.action, window.location.href);
  if (url.origin !== window.location.origin) return null;
  url.search = new URLSearchParams(new FormData(form, event.submitter) as unknown as Record<string, string>).toString();
  return url;
}

/**
 * Calls `start` when the visitor begins a navigation to another page: a click on an internal link, a GET
 * search form, or the back and forward buttons. The App Router has no router events, so this listens to the
 * document (in the capture phase, before Next's links handle the click). `renderedUrlRef` holds the path and query
 * of the page on screen (see `comparableUrl`), to ignore jumps within it.
 */
export function useNavigationStart(start: () => void, renderedUrlRef: RefObject<string>): void {
  useEffect(() => {
    const startIfElsewhere = (url: URL | Location | null) => {
      if (url && pathAndQuery(url) !== renderedUrlRef.current) start();
    };
    const onClick = (event: MouseEvent) => startIfElsewhere(navigationTarget(event));
    const onSubmit = (event: SubmitEvent) => startIfElsewhere(formTarget(event));
    const onPopState = () => startIfElsewhere(window.location);
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [start, renderedUrlRef]);
}
