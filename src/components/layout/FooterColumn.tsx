import type { ReactNode } from 'react';

/** One titled column of the footer. */
export function FooterColumn({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`min-w-0 ${className}`}>
      <h2 id={id} className="mb-4 text-sm font-bold tracking-wider text-white uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link of the footer (globals.css). */
export const footerLinkClass = 'footer-link';
