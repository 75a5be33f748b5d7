import { Link } from '@/i18n/navigation';
import type { FacetOption } from './facet-options';

/** A facet's option: a link that adds or removes its filter, with how many parts it leaves. */
export function FacetLink({ option }: { option: FacetOption }) {
  const empty = option.count === 0 && !option.chosen;
  return (
    <li>
      <Link
        href={option.href}
        scroll={false}
        // The chosen options of a facet are its current filter. Attributes an option lacks are left out, not
        // `undefined`: each would travel in the page's payload.
        {...(option.chosen && { 'aria-current': 'true' as const })}
        {...(empty && { 'aria-disabled': true, tabIndex: -1 })}
        // Its check box is drawn by the stylesheet, ticked when chosen (aria-current), greyed when empty
        // (aria-disabled): globals.css.
        className="facet-option"
      >
        <span className="facet-label">{option.label}</span>
        <span className="facet-count" data-testid="facet-count">
          {option.count}
        </span>
      </Link>
    </li>
  );
}
