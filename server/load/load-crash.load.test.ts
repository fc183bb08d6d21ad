import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBody, TemplateQuestion } from '@aquarisk/contract/template/template.schema';
import { openDatabase } from '../src/db/database.ts';
import { demoAnswer, seededRandom } from '../src/seed/demo-answers.ts';
import { freePort, startPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { api, signIn, startServerProcess, waitHealthy } from './support/server-process.ts';

/**
 * Load and crash (issue 15): AUDITORS simulated auditors answer their own audits for LOAD_SECONDS on loopback; halfway
 * the server is killed with SIGKILL and started again on the same data. No request may fail except those cut off by
 * the kill, and every answer the server acknowledged (200) must be stored afterwards — on SQLite (WAL) and on a
 * PostgreSQL cluster with its crash-safe settings (fsync on). Throughput and p99 go to docs/performance.md.
 */
const LOAD_SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const AUDITORS = Number(process.env['LOAD_AUDITORS'] ?? 200);
const kind = (process.env['TEST_DB'] ?? 'sqlite') as 'sqlite' | 'postgres';

let pg: PgCluster | undefined;
let dataDir: string;
let env: Record<string, string>;
let base: string;
let server: ChildProcess | undefined;

function startServer() {
  server = startServerProcess(env);
  return server;
}
const waitUp = () => waitHealthy(base);
const call = <T>(token: string, method: string, url: string, body?: unknown) => api<T>(base, token, method, url, body);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `aquarisk-load-${kind}-`));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    SEED_DEMO: 'true',
    RATE_LIMIT_SIGNIN_PER_MINUTE: '10000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  if (kind === 'postgres') {
    pg = await startPgCluster({ durable: true });
    env['DATABASE_URL'] = pg.url;
  }
  startServer();
  await waitUp();
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  pg?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Ack {
  survey: string;
  question: number;
  value: string;
}

describe(`load and crash on ${kind}`, () => {
  it(
    `${AUDITORS} auditors answer for ${LOAD_SECONDS} s through a SIGKILL; nothing acknowledged is lost`,
    { timeout: (LOAD_SECONDS + 240) * 1000 },
    async () => {
      const admin = await signIn(base, 'admin@example.com');
      const auditor = await signIn(base, 'auditor@example.com');
      const auditorId = (await call<{ externalId: string }>(auditor, 'GET', '/api/v1/user/me')).json.externalId;
      const templates = (await call<{ id: string; name: string }[]>(admin, 'GET', '/admin/api/v1/template')).json;
      const template = (
        await call<TemplateBody & { id: string }>(
          admin,
          'GET',
          `/admin/api/v1/template/${templates.find((t) => t.name.includes('Salmonid'))!.id}`,
        )
      ).json;
      const questions = new Map<number, TemplateQuestion>(
        template.sections.flatMap((s) => s.steps.flatMap((st) => st.questions.map((q) => [q.id, q] as const))),
      );
      const companyExtId = (await call<{ currentCompany: { externalId: string } }>(admin, 'GET', '/api/v1/user/me')).json.currentCompany
        .externalId;
      const farmExtId = (await call<{ externalId: string; name: string }[]>(admin, 'GET', `/api/v1/company/${companyExtId}/farm`)).json[0]!
        .externalId;

      // One audit per simulated auditor, so each answer has one writer and the last acknowledgement is the stored value.
      const audits: string[] = [];
      for (let i = 0; i < AUDITORS; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, AUDITORS - i) }, (_, j) =>
            call<{ surveyExtId: string }>(admin, 'POST', `/admin/api/v1/template/${template.id}/launch`, {
              name: `Load ${i + j}`,
              surveyYear: '2026',
              description: 'load',
              companyExtId,
              farmExtId,
              userExtIds: [auditorId],
            }),
          ),
        );
        for (const b of batch) audits.push(b.json.surveyExtId);
      }
      expect(audits).toHaveLength(AUDITORS);

      const acks: Ack[] = [];
      const latencies: number[] = [];
      const errors: string[] = [];
      let cutOff = 0;
      const end = Date.now() + LOAD_SECONDS * 1000;
      let down = false;

      async function worker(survey: string, seed: number) {
        const rand = seededRandom(seed);
        while (Date.now() < end) {
          try {
            const current = await call<{ status: string; question?: { id: number } }>(auditor, 'GET', `/api/v1/survey/${survey}/current`);
            if (current.status !== 200) {
              errors.push(`current ${current.status}`);
              return;
            }
            if (current.json.status === 'FINISH' || !current.json.question) return;
            const question = questions.get(current.json.question.id)!;
            const value = demoAnswer(question, 0.7, rand, auditorId);
            const started = performance.now();
            const res = await call<unknown>(auditor, 'POST', `/api/v1/survey/${survey}/next`, {
              questionId: question.id,
              answerValue: value,
            });
            if (res.status === 200) {
              latencies.push(performance.now() - started);
              acks.push({ survey, question: question.id, value });
            } else errors.push(`next ${res.status} ${JSON.stringify(res.json)}`);
          } catch {
            // The connection was cut by the kill: no answer, no acknowledgement. Wait for the restart.
            cutOff += 1;
            while (down && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }

      const started = Date.now();
      const crash = (async () => {
        await new Promise((r) => setTimeout(r, (LOAD_SECONDS * 1000) / 2));
        down = true;
        const killed = server!;
        const exited = new Promise((r) => killed.once('exit', r));
        killed.kill('SIGKILL');
        await exited;
        const acksAtKill = acks.length;
        startServer();
        await waitUp();
        down = false;
        return acksAtKill;
      })();
      await Promise.all(audits.map((survey, i) => worker(survey, i + 1)));
      const acksAtKill = await crash;
      const seconds = (Date.now() - started) / 1000;

      // Read back what is stored, from the database itself.
      server!.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
      const db = await openDatabase(
        kind === 'postgres' ? { kind: 'postgres', url: pg!.url } : { kind: 'sqlite', file: path.join(dataDir, 'aquarisk.db') },
      );
      const stored = await db.db
        .selectFrom('surveyAnswers')
        .innerJoin('surveys', 'surveys.id', 'surveyAnswers.surveyId')
        .select(['surveys.externalId', 'surveyAnswers.questionId', 'surveyAnswers.answerStr'])
        .where('surveys.externalId', 'in', audits)
        .execute();
      await db.close();
      const storedByKey = new Map(stored.map((r) => [`${r.externalId}:${r.questionId}`, r.answerStr]));
      const lastAck = new Map(acks.map((a) => [`${a.survey}:${a.question}`, a.value]));
      // Stored in the server's normal form (trimmed, sanitised): an acknowledged answer must be there.
      const lost = [...lastAck.keys()].filter((key) => !storedByKey.has(key));

      latencies.sort((a, b) => a - b);
      const p = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
      console.log(
        `[load ${kind}] ${AUDITORS} auditors, ${seconds.toFixed(0)} s: ${acks.length} answers acknowledged (${Math.round(acks.length / seconds)}/s), ` +
          `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; SIGKILL after ${acksAtKill} answers, ${cutOff} requests cut off; ${errors.length} errors; ${lost.length} lost`,
      );
      expect(errors).toEqual([]);
      expect(acksAtKill).toBeGreaterThan(0);
      expect(acks.length).toBeGreaterThan(acksAtKill);
      expect(lost).toEqual([]);
    },
  );
});
