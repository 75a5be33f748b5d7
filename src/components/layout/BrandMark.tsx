import type { SVGProps } from 'react';

/** The frame of a simplified brand mark drawn here (so that nothing loads from the brand's site). Decorative. */
export function BrandMark({ children, ...svg }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...svg}>
      {children}
    </svg>
  );
}
