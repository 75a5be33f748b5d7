import { useTranslations } from 'next-intl';

/** While a catalogue file loads: a placeholder the size of a list; when it failed: a message with a way out. */
export function CatalogueLoadState({ pending, failed }: { pending: boolean; failed: boolean }) {
  const t = useTranslations('katalogos');
  if (failed)
    return (
      <p role="alert" className="rounded-md border border-brand/30 bg-brand/5 p-4 text-brand-dark">
        {t('loadFailed')}
      </p>
    );
  return (
    <div role="status" aria-busy={pending} className="space-y-3">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-14 animate-pulse rounded-lg bg-neutral-100" />
      ))}
    </div>
  );
}
