/** The main navigation (spec §2), shared by the header and the mobile menu; `label` is a `header.nav` key. */
export const mainNavItems = [
  { href: '/', label: 'home' },
  { href: '/katalogos', label: 'katalogos' },
  { href: '/categories', label: 'categories' },
  { href: '/brands', label: 'brands' },
  { href: '/products', label: 'products' },
  { href: '/sxetika-me-tin-tractorparts', label: 'about' },
  { href: '/epikoinonia', label: 'contact' },
] as const;

/** Whether a nav item is the current page or a page below it (the home link only on the home page). */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
