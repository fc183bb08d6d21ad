/** npm run seed: migrates the configured database and seeds the demo if it is empty (the same as a first start). */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from './seed-entry.ts';
import { ensureDefaultTemplates } from './seed-templates.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateToLatest(database);
  await ensureDefaultTemplates(database.db);
  if (await seedDemoIfEmpty(config, database.db)) {
    console.log(`Demo data seeded into ${config.database.kind}.`);
  } else {
    console.log('The database already holds data; nothing seeded.');
  }
} finally {
  await database.close();
}
