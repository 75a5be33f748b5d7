import 'server-only';
import type { DomainContext } from '@/server/context';
import {
  searchesWithoutResults,
  topSearchedModels,
  type FruitlessSearch,
  type SearchedModel,
} from '@/server/domains/search';
import { addDays, shopMidnightMoment, type DashboardPeriod } from '@/shared/dashboard-periods';
import { needsAction } from './needs-action';
import { salesByDay, salesComparison, type SalesComparison, type SalesDay } from './sales-figures';
import { topCategories, topParts, type TopCategory, type TopPart } from './top-sellers';

export type { AskedForPart, NeedsAction, WaitingRequest } from './needs-action';
export type { SalesComparison, SalesDay, SalesFigures } from './sales-figures';
export type { TopCategory, TopPart } from './top-sellers';

type Ctx = Pick<DomainContext, 'db' | 'locale' | 'now'>;

export type DashboardSales = {
  comparison: SalesComparison;
  days: SalesDay[];
  topParts: TopPart[];
  topCategories: TopCategory[];
  searchedModels: SearchedModel[];
  fruitlessSearches: FruitlessSearch[];
};

/** The period's sales and what customers looked for in it, each figure aggregated by the database. */
export async function dashboardSales(ctx: Ctx, period: DashboardPeriod): Promise<DashboardSales> {
  const searchPeriod = { since: shopMidnightMoment(period.from), until: shopMidnightMoment(addDays(period.to, 1)) };
  const [comparison, days, parts, categories, searchedModels, fruitlessSearches] = await Promise.all([
    salesComparison(ctx, period),
    salesByDay(ctx, period),
    topParts(ctx, period),
    topCategories(ctx, period),
    topSearchedModels(ctx, { ...searchPeriod, first: 10 }),
    searchesWithoutResults(ctx, { ...searchPeriod, first: 20 }),
  ]);
  return { comparison, days, topParts: parts, topCategories: categories, searchedModels, fruitlessSearches };
}

export { needsAction };
