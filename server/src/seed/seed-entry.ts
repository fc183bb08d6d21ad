/**
 * The demo seed's one entry. `main.ts` loads it with a dynamic import only when SEED_DEMO is on, so a production
 * server started with SEED_DEMO=false never loads the demo data (docs/decisions.md#loose-ends-and-self-contained-docs-issue-23-items-6-and-7).
 */
import type { AppConfig } from '../config.ts';
import type { DB } from '../db/database.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-accounts.ts';
import { isEmpty, seedDemo } from './seed-demo.ts';
import { seedDemoMediaInto } from './seed-media.ts';

/** Seeds the demo (users, farms, audits, media) when the database holds no user; says whether it did. */
export async function seedDemoIfEmpty(config: AppConfig, db: DB): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db);
  await seedDemoMediaInto(config, db);
  return true;
}

/** The banner line that tells a person how to sign in to the demo. */
export const demoSignInLine = () => `Demo sign-in (password "${DEMO_PASSWORD}"): ${demoUsers.map((u) => u.email).join(', ')}`;
