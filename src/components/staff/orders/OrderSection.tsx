import type { ReactNode } from 'react';

/** A titled block of the order page. */
export function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
