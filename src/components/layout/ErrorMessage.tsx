import type { ReactNode } from 'react';

/** The body of the error pages (spec §8): a code, a title, the message and what the visitor can do next. */
export function ErrorMessage({
  code,
  title,
  message,
  children,
}: {
  code?: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {code && (
        <p className="text-6xl font-bold tracking-tight text-brand sm:text-7xl" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-neutral-600">{message}</p>
      {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{children}</div>}
    </div>
  );
}
