'use client';

import { useEffect, useRef, useState } from 'react';
import type { FacetOption } from './facet-options';
import { FacetLink } from './FacetLink';

/**
 * A facet's options past its first few, behind "All options": drawn when the visitor first opens it, from the list
 * the page brought. A common part's tractor-model facet lists dozens, and each would otherwise be in the page's HTML
 * and again in its React Server Components payload (issue #20).
 */
export function FacetMoreOptions({ options, more, less }: { options: FacetOption[]; more: string; less: string }) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script had run: its toggle event came too early to be heard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} className="group mt-1" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="facet-more">
        <span className="group-open:hidden">{more}</span>
        <span className="hidden group-open:inline">{less}</span>
      </summary>
      {opened && (
        <ul className="space-y-1">
          {options.map((option) => (
            <FacetLink key={option.key} option={option} />
          ))}
        </ul>
      )}
    </details>
  );
}
