/**
 * A small signal bus for the loading bar, so that code outside it can drive it: `router.push` callers start it
 * (the bar cannot see programmatic navigation), error boundaries mark it failed.
 */
type LoadingSignal = 'start' | 'finish' | 'fail';

const EVENT_NAME = 'shop:loading';

function signal(kind: LoadingSignal): void {
  window.dispatchEvent(new CustomEvent<LoadingSignal>(EVENT_NAME, { detail: kind }));
}

export const startLoading = () => signal('start');
export const finishLoading = () => signal('finish');
export const failLoading = () => signal('fail');

export function onLoadingSignal(listener: (kind: LoadingSignal) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LoadingSignal>).detail);
  window.addEventListener(EVENT_NAME, handle);
  return () => window.removeEventListener(EVENT_NAME, handle);
}
