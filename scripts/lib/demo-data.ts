import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db';
import { describeProblem, importCatalogue } from '@/server/domains/catalog';
import { products } from '@/server/domains/catalog';
import { sharedStorage } from '@/server/storage';
import { generateDemoCatalogue } from '../demo/generate-demo-catalogue';

/** A newcomer's first start shows a full shop: the project's own demo catalogue, generated and imported. */
export async function loadDemoCatalogueIfEmpty(db: Db, settings: Config): Promise<void> {
  const [row] = await db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0) return;
  const dir = path.join(settings.dataDir, 'demo-catalogue');
  console.log('Empty catalogue: loading the demo catalogue ...');
  await generateDemoCatalogue(dir);
  const result = await importCatalogue({ db, storage: sharedStorage(settings), now: () => new Date() }, dir);
  if (!result.ok)
    throw new Error(`The demo catalogue did not import:\n${result.problems.map(describeProblem).join('\n')}`);
  console.log(`Demo catalogue loaded: ${result.summary.products.created} products.`);
}
