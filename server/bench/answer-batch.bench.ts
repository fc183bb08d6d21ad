/**
 * npm run bench (issue 27 item 3): answers stored per second through the answer batch (POST /survey/{id}/answers)
 * against one answer per request (POST /survey/{id}/next), in the same run, with BENCH_CLIENTS clients (default 10)
 * answering at once, each its own audit of the default template, on SQLite and PostgreSQL (BENCH_PG as elsewhere).
 * Over HTTP on loopback to the app in this process (keep-alive). Each client answers its audit from the first open
 * question to the last, the answers checked valid beforehand with the contract's flow rules; `/next` sends them one by
 * one, the batch as one request per audit (a whole offline session) and, in a third run, one request per step.
 * BENCH_ROUNDS (default 5): audits per client for each batch run. Target: the batch stores at least 30 times more
 * answers per second than `/next`.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { firstOpen, flowOrder, includedEntries } from '@aquarisk/contract/answers/flow-order';
import type { BatchAnswer } from '@aquarisk/contract/schemas/answer-batch.schema';
import { DEFAULT_TEMPLATE_NAME } from '@aquarisk/contract/template/default-template';
import type { TemplateBody } from '@aquarisk/contract/template/template.schema';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { demoAnswer, seededRandom } from '../src/seed/demo-answers.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { startPgCluster } from '../test/pg-cluster.ts';
import { ADMIN, AUDITOR } from '../test/demo-users.ts';
import { benchApp, benchDatabases } from './bench-harness.ts';
import { moveToSnapshot, questionCount, sizes, templateOfSize } from './offline-package-size.ts';

const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const FARM = 'Lofoten North';

type Answer = BatchAnswer & { stepKey: string };

/** Every answer of the audit in flow order, each valid and applying given those before (as an auditor gives them). */
function answersFor(snapshot: TemplateBody, given: Map<number, string>, userExtId: string, seed: number): Answer[] {
  const rand = seededRandom(seed);
  const all = flowOrder(snapshot);
  const answers = new Map(given);
  const out: Answer[] = [];
  for (;;) {
    const entry = firstOpen(includedEntries(snapshot, all, answers), answers);
    if (!entry) return out;
    const answerValue = demoAnswer(entry.question, 1, rand, userExtId);
    answers.set(entry.question.id, answerValue);
    out.push({ clientId: randomUUID(), questionId: entry.question.id, answerValue, stepKey: `${entry.section.id}/${entry.step.id}` });
  }
}

async function run(label: string, target: DatabaseTarget) {
  const handle = await openDatabase(target);
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  const { app, token } = await benchApp(handle);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [admin, auditor] = [await token(ADMIN), await token(AUDITOR)];
  const call = async <T>(who: string, method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${who}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const me = await call<{ externalId: string }>(auditor, 'GET', '/api/v1/user/me');
  const company = await handle.db.selectFrom('companies').select('externalId').orderBy('id').executeTakeFirstOrThrow();
  const farm = await handle.db.selectFrom('farms').select('externalId').where('name', '=', FARM).executeTakeFirstOrThrow();
  const templates = await call<{ id: string; name: string }[]>(admin, 'GET', '/admin/api/v1/template');
  const template = templates.find((x) => x.name === DEFAULT_TEMPLATE_NAME)!;

  /** A fresh audit for the auditor and its answers, prepared before the clock starts. */
  const prepare = async (n: number) => {
    const launched = await call<{ surveyExtId: string }>(admin, 'POST', `/admin/api/v1/template/${template.id}/launch`, {
      name: `Bench ${n}`,
      surveyYear: '2026',
      companyExtId: company.externalId,
      farmExtId: farm.externalId,
      userExtIds: [me.externalId],
    });
    const pkg = await call<{ snapshot: TemplateBody; answers: { questionId: number; answerStr: string }[] }>(
      auditor,
      'GET',
      `/api/v1/survey/${launched.surveyExtId}/offline`,
    );
    const given = new Map(pkg.answers.map((a) => [a.questionId, a.answerStr]));
    return { id: launched.surveyExtId, answers: answersFor(pkg.snapshot, given, me.externalId, n) };
  };
  const audits = async (count: number, from: number) => Promise.all(Array.from({ length: count }, (_, i) => prepare(from + i)));

  /** Each client's audits one after another, the clients at once; answers stored per second over the wall time. */
  const timed = async (
    perClient: Awaited<ReturnType<typeof prepare>>[][],
    send: (a: Awaited<ReturnType<typeof prepare>>) => Promise<number>,
  ) => {
    const started = process.hrtime.bigint();
    const counts = await Promise.all(
      perClient.map(async (list) => {
        let n = 0;
        for (const audit of list) n += await send(audit);
        return n;
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const answers = counts.reduce((a, b) => a + b, 0);
    return { answers, seconds, perSecond: answers / seconds };
  };
  const strip = ({ stepKey: _step, ...a }: Answer): BatchAnswer => a;
  const saved = (r: { results: { status: string }[] }) => r.results.filter((x) => x.status === 'saved').length;
  const postBatch = async (id: string, list: Answer[]) =>
    saved(await call<{ results: { status: string }[] }>(auditor, 'POST', `/api/v1/survey/${id}/answers`, { answers: list.map(strip) }));

  /** GET /survey/{id}/offline of a fully answered audit: the largest demo template's, and one of 300 questions. */
  async function packageSizes() {
    const bodies = await Promise.all(
      templates.map((x) => call<TemplateBody & { id: string }>(admin, 'GET', `/admin/api/v1/template/${x.id}`)),
    );
    const largest = bodies.sort((a, b) => questionCount(b) - questionCount(a))[0]!;
    const measured = async (name: string, templateId: string, resize?: number) => {
      const launched = await call<{ surveyExtId: string }>(admin, 'POST', `/admin/api/v1/template/${templateId}/launch`, {
        name,
        surveyYear: '2026',
        companyExtId: company.externalId,
        farmExtId: farm.externalId,
        userExtIds: [me.externalId],
      });
      const id = launched.surveyExtId;
      type Pkg = { snapshot: TemplateBody; answers: { questionId: number; answerStr: string }[] };
      let pkg = await call<Pkg>(auditor, 'GET', `/api/v1/survey/${id}/offline`);
      if (resize) {
        await moveToSnapshot(handle.db, id, templateOfSize(pkg.snapshot, resize));
        pkg = await call<Pkg>(auditor, 'GET', `/api/v1/survey/${id}/offline`);
      }
      const given = new Map(pkg.answers.map((a) => [a.questionId, a.answerStr]));
      const all = answersFor(pkg.snapshot, given, me.externalId, 99);
      for (let i = 0; i < all.length; i += 500) await postBatch(id, all.slice(i, i + 500));
      const res = await fetch(`${base}/api/v1/survey/${id}/offline`, { headers: { authorization: `Bearer ${auditor}` } });
      const text = await res.text();
      const { raw, gzip } = sizes(text);
      const answered = (JSON.parse(text) as Pkg).answers.length;
      return `| ${label} | ${name} | ${questionCount(pkg.snapshot)} | ${answered} | ${raw.toFixed(1)} | ${gzip.toFixed(1)} |`;
    };
    return [
      await measured(`largest demo template (${largest.name})`, largest.id),
      await measured('300 questions (the default template repeated)', template.id, 300),
    ];
  }

  const nextAudits = (await audits(CLIENTS, 0)).map((a) => [a]);
  const next = await timed(nextAudits, async (audit) => {
    for (const a of audit.answers)
      await call(auditor, 'POST', `/api/v1/survey/${audit.id}/next`, { questionId: a.questionId, answerValue: a.answerValue });
    return audit.answers.length;
  });
  const sessionAudits = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => audits(ROUNDS, 1000 + c * ROUNDS)));
  const session = await timed(sessionAudits, (audit) => postBatch(audit.id, audit.answers));
  const stepAudits = await Promise.all(Array.from({ length: CLIENTS }, (_, c) => audits(ROUNDS, 2000 + c * ROUNDS)));
  const step = await timed(stepAudits, async (audit) => {
    const steps = new Map<string, Answer[]>();
    for (const a of audit.answers) steps.set(a.stepKey, [...(steps.get(a.stepKey) ?? []), a]);
    let n = 0;
    for (const list of steps.values()) n += await postBatch(audit.id, list);
    return n;
  });
  const expected = (sets: { answers: Answer[] }[][]) => sets.flat().reduce((n, a) => n + a.answers.length, 0);
  if (session.answers !== expected(sessionAudits) || step.answers !== expected(stepAudits)) throw new Error('an answer was refused');
  const packages = await packageSizes();
  await app.close();
  await handle.close();
  const row = (name: string, r: typeof next) =>
    `| ${label} | ${name} | ${r.answers} | ${r.seconds.toFixed(2)} | ${Math.round(r.perSecond)} | ${(r.perSecond / next.perSecond).toFixed(1)}× |`;
  return {
    rows: [
      row('/next, one answer per request', next),
      row('batch, one request per audit', session),
      row('batch, one request per step', step),
    ],
    packages,
  };
}

async function main() {
  const dbs = benchDatabases();
  const out = [
    `Answer batch against /next (issue 27 item 3): ${CLIENTS} clients at once, each answering whole audits of the default template; load average ${os.loadavg()[0]!.toFixed(2)} at the start, ${os.cpus().length} cores.`,
    '',
    '| database | path | answers | seconds | answers/s | against /next |',
    '|---|---|---|---|---|---|',
  ];
  const packages = [
    'GET /survey/{id}/offline of a fully answered audit (KB; gzip at zlib’s default level):',
    '',
    '| database | template | questions | answers | JSON KB | gzip KB |',
    '|---|---|---|---|---|---|',
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-bench-batch-'));
  const add = (r: Awaited<ReturnType<typeof run>>) => {
    out.push(...r.rows);
    packages.push(...r.packages);
  };
  if (dbs.sqlite) add(await run('SQLite', { kind: 'sqlite', file: path.join(dir, 'bench.db') }));
  if (dbs.postgres) {
    const cluster = await startPgCluster();
    try {
      add(await run('PostgreSQL', { kind: 'postgres', url: cluster.url }));
    } finally {
      cluster.stop();
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log([...out, '', ...packages].join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
