/**
 * npm run bench:sso (issue 28 item 4): the server's time for one single sign-on, POST /sso/start (find the domain's
 * provider, build the authorization URL) and POST /sso/complete (check the state, redeem the code at the provider,
 * check the ID token, issue the session), against a real provider (oidc-provider) on loopback; the password grant
 * beside it for scale. SQLite (the database work is a few rows; the provider's round trips are the cost).
 * BENCH_RUNS (default 30) sign-ins, after one warm-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { ADMIN, DEMO_PASSWORD, MANAGER } from '../test/demo-users.ts';
import { signInAtProvider, startTestProvider } from '../test/oidc-test-provider.ts';
import { percentile } from './bench-harness.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 30);
const PUBLIC_URL = 'http://aquarisk.bench';
const REDIRECT = `${PUBLIC_URL}/sso/callback`;
const DOMAIN = 'sso-bench.example';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-sso-bench-'));
const handle = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
await migrateToLatest(handle);
await seedDemo(handle.db);
const config = loadConfig({
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
  PUBLIC_URL,
  SSO_ALLOW_HTTP_ISSUER: 'true',
});
const app = await buildApp({ config, database: handle, jwtSecret: 'bench-secret-bench-secret-bench-secret-0', logger: false });
const idp = await startTestProvider(REDIRECT);
const client = 'Basic ' + Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64');

const passwordGrant = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { authorization: client, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=password&username=${email}&password=${DEMO_PASSWORD}`,
  });
const admin = (await passwordGrant(ADMIN)).json<{ access_token: string }>().access_token;
const company = await handle.db.selectFrom('companies').select('externalId').orderBy('id').executeTakeFirstOrThrow();
const saved = await app.inject({
  method: 'PUT',
  url: `/api/v1/company/${company.externalId}/sso`,
  headers: { authorization: `Bearer ${admin}` },
  payload: {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    domains: [DOMAIN],
    roles: ['ROLE_USER'],
    enabled: true,
  },
});
if (saved.statusCode !== 200) throw new Error(saved.body);
// the domain proved by the administrator's approval (only a proved domain routes sign-in)
const proved = await app.inject({
  method: 'POST',
  url: `/api/v1/company/${company.externalId}/sso/domain/${DOMAIN}/verify`,
  headers: { authorization: `Bearer ${admin}` },
});
if (proved.statusCode !== 200) throw new Error(proved.body);

idp.requests.clear();
const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const times = { start: [] as number[], complete: [] as number[], password: [] as number[] };
for (let i = 0; i <= RUNS; i++) {
  const email = `person${i}@${DOMAIN}`;
  idp.accounts.set(email, { email, email_verified: true });
  let t = process.hrtime.bigint();
  const started = await app.inject({ method: 'POST', url: '/api/v1/sso/start', payload: { email } });
  const startMs = ms(t);
  const callback = await signInAtProvider(started.json<{ redirectUrl: string }>().redirectUrl, email, REDIRECT);
  t = process.hrtime.bigint();
  const done = await app.inject({
    method: 'POST',
    url: '/api/v1/sso/complete',
    payload: { code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), iss: callback.searchParams.get('iss') },
  });
  const completeMs = ms(t);
  if (done.statusCode !== 200) throw new Error(done.body);
  t = process.hrtime.bigint();
  if ((await passwordGrant(MANAGER)).statusCode !== 200) throw new Error('password grant failed');
  const passwordMs = ms(t);
  if (i === 0) continue; // warm-up
  times.start.push(startMs);
  times.complete.push(completeMs);
  times.password.push(passwordMs);
}
const perSignIn = [...idp.requests].map(([route, n]) => `${route} ${(n / (RUNS + 1)).toFixed(2)}`).join(', ');
console.log(`provider requests per sign-in: ${perSignIn}`);
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${RUNS} sign-ins`,
);
for (const [name, list] of Object.entries(times)) {
  const sorted = list.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(9)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}
await app.close();
await idp.close();
await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
