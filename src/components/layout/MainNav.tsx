'use client';

import { MainNavLinks } from './MainNavLinks';

/** The main navigation on extra-large screens (below it, the mobile menu holds the same links). */
export function MainNav() {
  return (
    <MainNavLinks
      className="hidden border-t border-neutral-100 xl:block"
      listClassName="mx-auto flex max-w-7xl items-center gap-1 px-4"
      linkClassName={(current) =>
        `relative inline-flex h-11 items-center px-3 text-[0.9375rem] font-semibold transition-colors after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full hover:text-brand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand ${current ? 'text-brand after:bg-brand' : 'text-ink after:bg-transparent hover:after:bg-brand/40'}`
      }
    />
  );
}
