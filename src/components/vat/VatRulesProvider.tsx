'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { VatRules } from '@/shared/vat';

const VatRulesContext = createContext<VatRules | null>(null);

/** The checkout's VAT rules (from the configuration), for the consumer price shown beside every price. */
export function VatRulesProvider({ rules, children }: { rules: VatRules; children: ReactNode }) {
  return <VatRulesContext value={rules}>{children}</VatRulesContext>;
}

export function useVatRules(): VatRules | null {
  return useContext(VatRulesContext);
}
