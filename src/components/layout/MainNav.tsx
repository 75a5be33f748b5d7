'use client';

import { MainNavLinks } from './MainNavLinks';

/** The main navigation on extra-large screens (below it, the mobile menu holds the same links). */
export function MainNav() {
  return (
    <MainNavLinks
      className="hidden border-t border-neutral-100 xl:block"
      listClassName="mx-auto flex max-w-7xl items-center gap-1 px-4"
      linkClassName={(current) =>
        `main-nav-link ${current ? 'text-brand after:bg-brand' : 'text-ink after:bg-transparent hover:after:bg-brand/40'}`
      }
    />
  );
}
