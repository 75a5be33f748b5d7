'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { PartMatch } from '@/server/domains/catalog';

/** The catalogue products each typed part number links to; a number is looked up once, when its field is left. */
export function usePartMatches(initial: Record<string, PartMatch[]>) {
  const locale = useLocale();
  const [matches, setMatches] = useState<Record<string, PartMatch[] | undefined>>(initial);
  async function lookUp(mpn: string) {
    if (!mpn || matches[mpn] !== undefined) return;
    const query = new URLSearchParams({ locale, mpn });
    const response = await fetch(`/api/staff/diagram-parts?${query}`, { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as { matches: Record<string, PartMatch[]> };
    setMatches((current) => ({ ...current, ...body.matches }));
  }
  return { matches, lookUp };
}
