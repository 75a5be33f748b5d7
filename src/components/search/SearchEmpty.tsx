import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { ContactLinks } from '@/components/layout/ContactLinks';
import { primaryButton } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import type { ContactDetails } from '@/shared/shop-contact';

type Props = {
  term: string | null;
  /** A corrected term ("did you mean"), when the search engine has one. */
  correction: string | null;
  /** The query of the same search without filters, when filters are what left nothing. */
  withoutFilters: Record<string, string> | null;
  /** The shop's contact details, to ask instead. */
  contact: ContactDetails;
};

/** Nothing matched: a way forward instead of a dead end: the corrected term, fewer filters, or asking the shop. */
export function SearchEmpty({ term, correction, withoutFilters, contact }: Props) {
  const t = useTranslations('search');
  return (
    <div className="rounded-md border border-neutral-200 bg-neutral-50 p-6">
      <div className="flex items-start gap-3">
        <Icon name="search-x" className="mt-1 size-6 text-neutral-500" />
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-ink">
            {withoutFilters || !term ? t('empty.titleFiltered') : t('empty.title', { term })}
          </h2>
          {correction && <DidYouMean correction={correction} className="mt-2 text-lg" />}
          {withoutFilters && (
            <Link
              href={{ pathname: '/products', query: withoutFilters }}
              className="mt-3 inline-block font-semibold text-brand-dark underline"
            >
              {t('empty.removeFilters')}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink">{t('empty.tipsTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700">
            <li>{t('empty.tipSpelling')}</li>
            <li>{t('empty.tipPartNumber')}</li>
            <li>{t('empty.tipModel')}</li>
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{t('empty.askTitle')}</h3>
          <p className="mt-2 text-neutral-700">{t('empty.askText')}</p>
          <Link
            href={{ pathname: '/epikoinonia', query: term ? { part: term } : {} }}
            className={`mt-3 inline-flex items-center ${primaryButton}`}
          >
            {t('empty.ask')}
          </Link>
          <ContactLinks contact={contact} className="mt-4 space-y-2" linkClassName="text-ink" />
        </div>
      </div>
    </div>
  );
}

/** "Did you mean <the corrected term>?", a link to its search. */
export function DidYouMean({ correction, className = 'mb-4' }: { correction: string; className?: string }) {
  const t = useTranslations('search');
  return (
    <p className={className}>
      {t.rich('didYouMean', {
        query: correction,
        link: (chunks) => (
          <Link
            href={{ pathname: '/products', query: { search: correction } }}
            className="font-semibold text-brand-dark underline"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
