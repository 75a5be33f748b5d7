import { stockLedgerMismatches } from '@/server/domains/stock';
import { openMigratedDatabase } from './lib/database';

/** Proves the stock ledger whole: every variant's on-hand number equals the sum of its movements. */
const database = await openMigratedDatabase();
try {
  const mismatches = await stockLedgerMismatches(database.db);
  if (mismatches.length === 0) console.log(`Stock ledger is whole: on-hand equals the movements for every variant.`);
  else {
    console.error(`${mismatches.length} variant(s) whose on-hand is not the sum of their movements:`);
    for (const each of mismatches.slice(0, 50))
      console.error(`  ${each.sku}: on hand ${each.onHand}, ledger ${each.ledger}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
