import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { ensureDefaultTemplates } from '../src/seed/seed-templates.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    pgServerUrl: string;
    pgTemplate: string;
  }
}

/** Builds a migrated, demo-seeded template once; each test file clones it into its own database. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.['TEST_DB'] ?? 'sqlite';
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-sqlite-'));
    const file = path.join(dir, 'template.db');
    const h = await openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(h);
    await ensureDefaultTemplates(h.db);
    await seedDemo(h.db);
    await h.close();
    project.provide('sqliteTemplate', file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  let cluster: PgCluster | undefined;
  let serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    cluster = await startPgCluster();
    serverUrl = cluster.url;
  }
  const template = `aquarisk_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const h = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(h);
  await ensureDefaultTemplates(h.db);
  await seedDemo(h.db);
  await h.close();
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
  return async () => {
    if (cluster) {
      await admin.end();
      cluster.stop();
      return;
    }
    const dbs = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
    for (const row of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}
