'use client';

import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { NavBadge } from './NavBadge';

/** A section; its count (`badge`) is asked again at `badgeUrl` while the page stays open. */
type Item = { href: string; label: string; badge?: number; badgeUrl?: string };
type Props = {
  title: string;
  items: Item[];
  labels: { navigation: string; menu: string; badge: string };
  footer: ReactNode;
};

/** The side navigation: always shown from 768px, behind a menu button on phones. */
export function StaffNav({ title, items, labels, footer }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const current = (href: string) => (href === '/staff' ? pathname === href : pathname.startsWith(href));
  return (
    <aside className="bg-ink text-white md:w-60 md:shrink-0">
      <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-5">
        <Link href="/staff" className="text-lg font-bold">
          {title}
        </Link>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-white/30 md:hidden"
          aria-expanded={open}
          aria-controls="staff-navigation"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span className="sr-only">{labels.menu}</span>
        </button>
      </div>
      <div id="staff-navigation" className={`${open ? 'block' : 'hidden'} space-y-4 px-4 pb-4 md:block`}>
        <nav aria-label={labels.navigation}>
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={current(item.href) ? 'page' : undefined}
                  className={`flex min-h-11 items-center justify-between gap-2 rounded-md px-3 font-semibold hover:bg-white/10 ${current(item.href) ? 'bg-white/15' : ''}`}
                >
                  {item.label}
                  <NavBadge initial={item.badge} url={item.badgeUrl} label={labels.badge} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {footer}
      </div>
    </aside>
  );
}
