'use client';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Analytics events go to `window.dataLayer`, where the analytics script reads them once the visitor allows it;
 * nothing is sent anywhere from here.
 */
export function pushToDataLayer(entry: Record<string, unknown>) {
  const target = window as DataLayerWindow;
  (target.dataLayer ??= []).push(entry);
}

/** Spec §7: a page view with its path and title. */
export function recordPageView(path: string, title: string) {
  pushToDataLayer({ event: 'page_view', page_path: path, page_title: title });
}

/** Adds a provider's script once; a script already on the page is left alone. */
export function loadScript(name: string, src: string) {
  if (document.querySelector(`script[data-provider="${name}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.provider = name;
  document.head.appendChild(script);
}
