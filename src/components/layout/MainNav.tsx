'use client';

import { MainNavLinks } from './MainNavLinks';

/** The main navigation on extra-large screens (below it, the mobile menu holds the same links). */
export function MainNav() {
  return (
    <MainNavLinks
      className="main-nav"
      listClassName="main-nav-list"
      // The current section's look comes with its aria-current (globals.css).
      linkClassName={() => 'main-nav-link'}
    />
  );
}
