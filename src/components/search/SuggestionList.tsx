'use client';

import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { PricePair } from '@/components/vat/PricePair';
import type { SuggestionOption } from './suggestion-options';

type Props = {
  id: string;
  shown: boolean;
  options: SuggestionOption[];
  active: SuggestionOption | undefined;
  pending: boolean;
  typed: string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
};

/** The combobox's listbox: options are chosen with the mouse or the arrow keys and Enter (focus stays in the box). */
export function SuggestionList({ id, shown, options, active, pending, typed, onChoose, onHover }: Props) {
  const t = useTranslations('searchBox');
  const products = options.filter((option) => option.kind === 'product').length;
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {shown && typed ? (pending ? t('searching') : t('status', { count: options.length - 1 })) : ''}
      </div>
      <ul
        id={id}
        role="listbox"
        aria-label={typed ? t('completions') : t('examples')}
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {!typed && (
          <li role="presentation" className="px-3 py-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
            {t('examples')}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-${option.id}`}
            role="option"
            aria-selected={option === active}
            data-kind={option.kind}
            // Keeps the focus in the box, so the form does not take the click for leaving.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
            onMouseEnter={() => onHover(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-ink ${option === active ? 'bg-brand/10' : ''} ${option.kind === 'all' && products > 0 ? 'border-t border-neutral-200' : ''}`}
          >
            <OptionContent option={option} />
          </li>
        ))}
        {pending && options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-neutral-600">
            {t('searching')}
          </li>
        )}
      </ul>
    </>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  const t = useTranslations('searchBox');
  if (option.product)
    return (
      <>
        {option.product.image ? (
          // A 40px thumbnail the server already sized; next/image would add nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={option.product.image.small}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded bg-neutral-100" />
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{option.label}</span>
          <span className="block text-xs text-neutral-600" data-testid="suggestion-part-number">
            {t('partNumber', { number: option.product.partNumber })}
          </span>
        </span>
        <span className="max-w-[45%] shrink-0 text-right text-xs">
          <PricePair cents={option.product.price.amount} currency={option.product.price.currency} />
        </span>
      </>
    );
  const icon = (
    {
      example: 'tractor',
      correction: 'sparkles',
      completion: 'search',
      all: 'corner-down-left',
      product: 'search',
    } as const
  )[option.kind];
  const text =
    option.kind === 'all'
      ? t('allResults', { term: option.label })
      : option.kind === 'correction'
        ? t('didYouMean', { term: option.label })
        : option.label;
  return (
    <>
      <Icon name={icon} className="size-4 text-neutral-500" />
      <span className="min-w-0 flex-1 truncate">{text}</span>
    </>
  );
}
