import type { ReactNode } from 'react';

/** The line shown while a list or page loads, marked busy for assistive technology. */
export function LoadingNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p aria-busy="true" className={className ? `${className} text-neutral-600` : 'text-neutral-600'}>
      {children}
    </p>
  );
}
