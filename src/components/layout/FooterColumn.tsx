import type { ReactNode } from 'react';

/** One titled column of the footer; a wide one spans both columns of a phone's footer (globals.css). */
export function FooterColumn({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={wide ? 'footer-column-wide' : 'min-w-0'}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link of the footer (globals.css). */
export const footerLinkClass = 'footer-link';
