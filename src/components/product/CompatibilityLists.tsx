import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Compatibility } from '@/server/domains/catalog';
import { ChooseMyTractor } from './ChooseMyTractor';

const groups = ['model', 'engine', 'rotovator'] as const;

/** Which tractors, engines and rotovators the part fits, each linking to all parts that fit it. */
export function CompatibilityLists({ compatibility }: { compatibility: Compatibility }) {
  const t = useTranslations('product');
  const any = groups.some((group) => compatibility[group].length > 0);
  return (
    <section aria-labelledby="compatibility">
      <h2 id="compatibility" className="mb-3 text-xl font-semibold">
        {t('compatibility')}
      </h2>
      {!any && <p className="text-sm text-neutral-600">{t('universal')}</p>}
      {groups.map((group) =>
        compatibility[group].length === 0 ? null : (
          <div key={group} className="mb-3">
            <h3 className="mb-1 text-sm font-semibold text-neutral-700">{t(`compatibility_${group}`)}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {compatibility[group].map((entry) => (
                <li key={entry.id}>
                  <Link
                    href={{ pathname: '/products', query: { [group]: entry.slug } }}
                    className="inline-block rounded border border-neutral-300 px-2 py-1 text-sm hover:border-brand hover:text-brand"
                  >
                    {entry.parentName ? `${entry.parentName} ${entry.name}` : entry.name}
                  </Link>
                </li>
              ))}
            </ul>
            {group === 'model' && <ChooseMyTractor models={compatibility.model} />}
          </div>
        ),
      )}
    </section>
  );
}
