import { openMigratedDatabase } from './lib/database';

const database = await openMigratedDatabase();
await database.close();
console.log(`Database schema is up to date (${database.kind}).`);
