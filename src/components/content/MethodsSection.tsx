import type { ReactNode } from 'react';

/** A policy page's list of the checkout's methods (payment or shipping), under its heading and lead. */
export function MethodsSection({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-neutral-200 pt-8">
      <h2 id={id} className="mb-2 text-2xl font-semibold text-ink">
        {heading}
      </h2>
      <p className="mb-4 text-neutral-600">{lead}</p>
      <ul className="flex flex-col gap-4">{children}</ul>
    </section>
  );
}

/** One method in a MethodsSection: its name and its terms. */
export function MethodCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li className="rounded border border-neutral-200 p-4">
      <h3 className="mb-2 text-lg font-semibold text-ink">{name}</h3>
      {children}
    </li>
  );
}
