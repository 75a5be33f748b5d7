import { Icon } from '@/components/icons/Icon';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { UnderstoodSearch } from '@/server/domains/search';
import type { UnderstoodKind } from '@/shared/understood-kinds';
import { searchQuery, type SearchState } from './search-params';

type Props = { understood: UnderstoodSearch; state: SearchState };
type Item = { key: string; kind: UnderstoodKind; label: string; applied: boolean };

/**
 * What the search understood in the term, said in one line ("Showing: used “μίζα” for Kubota L1-185 — search
 * everything instead"), and each understood filter as a chip: one click sets it aside, one more narrows again.
 */
export function UnderstoodSearchLine({ understood, state }: Props) {
  const t = useTranslations('search.understood');
  const items: Item[] = [
    ...understood.machines.map((machine) => ({
      key: `${machine.kind}:${machine.slug}`,
      kind: machine.kind,
      label: machine.name,
      applied: !understood.ignored.includes(machine.kind),
    })),
    ...(understood.condition
      ? [
          {
            key: 'condition',
            kind: 'condition' as const,
            label: t(understood.condition),
            applied: !understood.ignored.includes('condition'),
          },
        ]
      : []),
  ];
  if (items.length === 0) return null;
  const withIgnored = (ignore: UnderstoodKind[]) => ({
    pathname: '/products' as const,
    query: searchQuery({ ...state, ignore: [...new Set(ignore)] }),
  });
  const applied = items.filter((item) => item.applied);
  const machines = understood.machines.filter((machine) => !understood.ignored.includes(machine.kind));
  const condition = understood.condition && !understood.ignored.includes('condition') ? understood.condition : 'none';
  const description = t('description', {
    condition,
    hasPart: understood.part ? 'yes' : 'no',
    part: understood.part ?? '',
    hasMachines: machines.length ? 'yes' : 'no',
    machines: machines.map((machine) => machine.name).join(', '),
  });
  return (
    <div role="region" aria-label={t('label')} data-testid="understood-search" className="mb-4 space-y-2">
      {applied.length > 0 && (
        <p className="text-ink" data-testid="understood-showing">
          {t.rich('showing', {
            description,
            all: (chunks) => (
              <Link
                href={withIgnored(items.map((item) => item.kind))}
                className="font-semibold text-brand-dark underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={withIgnored(
                item.applied ? [...state.ignore, item.kind] : state.ignore.filter((kind) => kind !== item.kind),
              )}
              scroll={false}
              aria-label={t(item.applied ? 'remove' : 'restore', { name: item.label })}
              data-applied={item.applied}
              className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm ${
                item.applied
                  ? 'border-brand bg-brand/5 text-ink hover:bg-brand/10'
                  : 'border-dashed border-neutral-400 text-neutral-700 hover:border-brand'
              }`}
            >
              {item.applied ? null : <Icon name="plus" className="size-4" />}
              {item.label}
              {item.applied ? <Icon name="x" className="size-4" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
