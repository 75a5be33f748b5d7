'use client';

import { useEffect, useRef, useState } from 'react';
import type { FacetOption } from './facet-options';
import { FacetLink } from './FacetLink';

/**
 * A facet's options, drawn from the list the page brought (issue #20): the page's React Server Components payload
 * carries each option once as data, not also as the elements drawn from it. The first `shownFirst` show at once;
 * the rest sit behind "All options" and are drawn when the visitor first opens it (a common part's tractor-model
 * facet lists dozens, each of which would otherwise be in the page's HTML too).
 */
export function FacetOptionList({
  options,
  shownFirst,
  more,
  less,
}: {
  options: FacetOption[];
  shownFirst: number;
  more: string;
  less: string;
}) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script had run: its toggle event came too early to be heard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const links = (list: FacetOption[]) => (
    <ul className="space-y-1">
      {list.map((option) => (
        <FacetLink key={option.key} option={option} />
      ))}
    </ul>
  );
  const rest = options.slice(shownFirst);
  return (
    <>
      {links(options.slice(0, shownFirst))}
      {rest.length > 0 && (
        <details ref={details} className="group mt-1" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary className="facet-more">
            <span className="group-open:hidden">{more}</span>
            <span className="hidden group-open:inline">{less}</span>
          </summary>
          {opened && links(rest)}
        </details>
      )}
    </>
  );
}
