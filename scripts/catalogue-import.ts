import { cacheTags } from '@/server/cache/cache-tags';
import { config } from '@/server/config';
import { describeProblem, importCatalogue, importedEntities } from '@/server/domains/catalog';
import { sharedStorage } from '@/server/storage';
import { openMigratedDatabase } from './lib/database';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run catalogue:import -- <folder with brands.csv, products.csv, ...>');
  process.exit(2);
}

const started = performance.now();
const database = await openMigratedDatabase();
try {
  const result = await importCatalogue(
    { db: database.db, storage: sharedStorage(config()), now: () => new Date() },
    dir,
  );
  if (!result.ok) {
    console.error(`Nothing was imported: ${result.problems.length} problem(s) in ${dir}`);
    for (const problem of result.problems) console.error(`  ${describeProblem(problem)}`);
    process.exitCode = 1;
  } else {
    console.table(Object.fromEntries(importedEntities.map((entity) => [entity, result.summary[entity]])));
    console.log(`Imported ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    await tellRunningShop();
  }
} finally {
  await database.close();
}

/** A running shop (PostgreSQL set-ups) drops its cached catalogue pages; a stopped one starts fresh anyway. */
async function tellRunningShop() {
  const { revalidateToken, siteUrl } = config();
  if (!revalidateToken) return;
  try {
    const response = await fetch(`${siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: [cacheTags.catalogue, cacheTags.content] }),
    });
    console.log(
      response.ok
        ? `The shop at ${siteUrl} now shows the new catalogue.`
        : `The shop at ${siteUrl} answered ${response.status} to revalidation.`,
    );
  } catch {
    console.log(`No shop answered at ${siteUrl}; it will show the new catalogue when it starts.`);
  }
}
