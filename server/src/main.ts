import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureDefaultTemplates } from './seed/seed-templates.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { ownerOnlyDir, ownerOnlyFromNowOn } from './lib/owner-only.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  // DATA_DIR and all the server writes in it are the owner's only (docs/operations.md)
  ownerOnlyFromNowOn();
  ownerOnlyDir(config.dataDir);
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await openDatabase(config.database);
  await migrateToLatest(database);
  await ensureDefaultTemplates(database.db);
  // The demo seed is loaded only when asked for: production (SEED_DEMO=false) never imports it.
  const demo = config.seedDemo ? await import('./seed/seed-entry.ts') : undefined;
  const seeded = demo ? await demo.seedDemoIfEmpty(config, database.db) : false;

  const app = await buildApp({ config, database, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `  Aquarisk is running at ${url}`,
    `  Database: ${config.database.kind}${config.database.kind === 'sqlite' ? ` (${config.database.file})` : ''}${seeded ? ', demo data seeded' : ''}`,
    `  API docs: ${url}/docs`,
    ...(demo ? [`  ${demo.demoSignInLine()}`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
