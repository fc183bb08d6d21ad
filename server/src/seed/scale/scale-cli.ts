/**
 * npm run seed:scale [-- --tier=full|ci] [--yes]: migrates the configured database (DATABASE_URL or DATA_DIR, as the
 * app reads them) and fills it with the scale tenant set. Refuses a database that already holds users unless --yes.
 */
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { progressBar } from './progress-bar.ts';
import { isTierName, scaleTiers } from './scale-tiers.ts';
import { isEmptyDatabase, seedScale } from './seed-scale.ts';

const args = process.argv.slice(2);
const tierArg = args.find((a) => a.startsWith('--tier='))?.slice('--tier='.length) ?? 'full';
const unknown = args.filter((a) => !a.startsWith('--tier=') && a !== '--yes');
if (!isTierName(tierArg) || unknown.length) {
  console.error(`Usage: npm run seed:scale -- [--tier=full|ci] [--yes]   (tiers: ${Object.keys(scaleTiers).join(', ')})`);
  process.exit(2);
}
const tier = scaleTiers[tierArg];
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrateToLatest(database);
  if (!args.includes('--yes') && !(await isEmptyDatabase(database))) {
    console.error(
      'This database already holds users. The scale seed adds a large tenant set beside them; run again with --yes to add it anyway, or point DATA_DIR / DATABASE_URL at an empty database.',
    );
    process.exitCode = 1;
  } else {
    const t0 = performance.now();
    const result = await seedScale(database, tier, { onProgress: progressBar() });
    for (const t of result.timings)
      console.log(`${t.table.padEnd(10)} ${String(t.rows).padStart(10)} rows ${(t.ms / 1000).toFixed(1).padStart(7)} s`);
    console.log(`Scale seed (${tier.name}) written to ${config.database.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
    console.log(
      `Sign in as ${result.adminEmail} or c<company id>-company@scale.example (and -auditor1, -manager1, -farmer1, -viewer), password '${result.password}'.`,
    );
  }
} finally {
  await database.close();
}
