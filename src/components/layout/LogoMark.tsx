import { spriteHref } from '@/components/icons/sprite-href';

/**
 * The shop's mark drawn in full: a tractor in a red tile. The icon sprite keeps it (`logo`); the system error page,
 * which must draw with nothing else loaded, uses it directly. Decorative; the link around it carries the name.
 */
export function LogoDrawing({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" fill="#d70b36" />
      {/* cab with its window, bonnet, exhaust */}
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M10 9h14.6l2.6 11.5H38.5A1.5 1.5 0 0 1 40 22v8H10Zm3.2 3.2v8.3h10.7l-2-8.3Z"
      />
      <rect x="32" y="13" width="2.6" height="8.5" rx="1.3" fill="#fff" />
      {/* rear and front wheels, ringed in red so they stand apart from the body */}
      <circle cx="16" cy="33" r="9.5" fill="#fff" stroke="#d70b36" strokeWidth="2.4" />
      <circle cx="16" cy="33" r="3.4" fill="#d70b36" />
      <circle cx="34.5" cy="36" r="6" fill="#fff" stroke="#d70b36" strokeWidth="2.2" />
      <circle cx="34.5" cy="36" r="1.9" fill="#d70b36" />
    </svg>
  );
}

/**
 * The shop's mark from the icon sprite: every page shows it two or three times, and its drawing would otherwise be
 * carried each time twice over, in the HTML and in the React Server Components payload (issue #20).
 */
export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteHref}#logo`} />
    </svg>
  );
}
