import type { LoadCall } from './load-run.ts';
import { DEMO_PASSWORD } from '../test/demo-users.ts';

/** A farm-page cursor of the by-name phase (farm-cursor.ts: [name, id]) half-way through the default 2,000 bench farms. */
const MID_LIST_CURSOR = Buffer.from(JSON.stringify(['Bench farm 01000', 1])).toString('base64url');

const CLIENT = `Basic ${Buffer.from('aquarisk-web:aquarisk-web-secret').toString('base64')}`;

export interface BenchTarget {
  base: string;
  companyExtId: string;
  scoredSurveyExtId: string;
  /** a farm with 50 scored audits and their environmental readings (seed-trend.ts) */
  trendFarmExtId?: string;
}

async function json<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const signInBody = (email: string) =>
  new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD }).toString();

export async function token(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: signInBody(email),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

interface Question {
  id: number;
  answerType: string;
  answerOptions: { ordinal: number }[];
}

/** A valid answer to the question an auditor sees first on a fresh audit. */
function sampleAnswer(q: Question, userExtId: string): string {
  if (q.answerType === 'YES_NO') return 'YES';
  if (q.answerType === 'SINGLE_SELECT' || q.answerType === 'MULTI_SELECT') return `[${q.answerOptions[0]!.ordinal}]`;
  if (q.answerType === 'USER') return userExtId;
  if (q.answerType === 'LONG_TEXT') return '<p>Bench</p>';
  return 'Bench';
}

/** Every call of issue 14's benchmark, as the user who makes it; a fresh audit for the answering calls. */
export async function benchCalls(t: BenchTarget): Promise<{ name: string; call: LoadCall }[]> {
  const admin = await token(t.base, 'admin@example.com');
  const manager = await token(t.base, 'manager@example.com');
  const auditor = await token(t.base, 'auditor@example.com');
  const me = await json<{ externalId: string }>(t.base, auditor, 'GET', '/api/v1/user/me');
  const templates = await json<{ id: string }[]>(t.base, admin, 'GET', '/admin/api/v1/template');
  const farm = (await json<{ farms: { externalId: string }[] }>(t.base, admin, 'GET', `/api/v1/company/${t.companyExtId}/farm-page?size=1`))
    .farms[0]!;
  const launched = await json<{ surveyExtId: string }>(t.base, admin, 'POST', `/admin/api/v1/template/${templates[0]!.id}/launch`, {
    name: 'Bench answering',
    surveyYear: '2026',
    description: 'bench',
    companyExtId: t.companyExtId,
    farmExtId: farm.externalId,
    userExtIds: [me.externalId],
  });
  const survey = launched.surveyExtId;
  // Issue 26: the scored audit beside the newest other scored audit of its farm (the demo's Hardanger 2025 and 2024).
  const others = await json<{ externalId: string }[]>(t.base, admin, 'GET', `/api/v1/survey/${t.scoredSurveyExtId}/comparable`);
  const compare = others[0] ? `/api/v1/survey/${t.scoredSurveyExtId}/compare/${others[0].externalId}` : null;
  const current = await json<{ question: Question }>(t.base, auditor, 'GET', `/api/v1/survey/${survey}/current`);
  const answer = JSON.stringify({ questionId: current.question.id, answerValue: sampleAnswer(current.question, me.externalId) });
  const get = (who: string, path: string): LoadCall => ({
    method: 'GET',
    url: `${t.base}${path}`,
    headers: { authorization: `Bearer ${who}` },
  });
  const post = (who: string, path: string, body: string): LoadCall => ({
    method: 'POST',
    url: `${t.base}${path}`,
    headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
    body,
  });
  const c = t.companyExtId;
  return [
    {
      name: 'sign-in (argon2id)',
      call: {
        method: 'POST',
        url: `${t.base}/api/v1/oauth/token`,
        headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        body: signInBody('viewer@example.com'),
      },
    },
    { name: 'audits list, page 1', call: get(admin, `/api/v1/survey?filterCompanyExtId=${c}&page=1&size=25`) },
    {
      name: 'audits list, scored in Norway',
      call: get(admin, `/api/v1/survey?filterCompanyExtId=${c}&filterState=SCORED&filterCountry=Norway&size=25`),
    },
    { name: 'audits list, a rare country', call: get(admin, `/api/v1/survey?filterCompanyExtId=${c}&filterCountry=Ireland&size=25`) },
    { name: 'audits list, restricted member', call: get(manager, `/api/v1/survey?filterCompanyExtId=${c}&size=25`) },
    { name: 'farm list, first 50 with counts', call: get(admin, `/api/v1/company/${c}/farm-page`) },
    { name: 'farm list, restricted member', call: get(manager, `/api/v1/company/${c}/farm-page`) },
    // issue 26 item 3: a page by name in the middle of the list, after the due farms an admin sees first
    { name: 'farm list, by name after the due farms', call: get(admin, `/api/v1/company/${c}/farm-page?after=${MID_LIST_CURSOR}`) },
    { name: 'farm map points (every farm)', call: get(admin, `/api/v1/company/${c}/farm-points`) },
    { name: 'actions list, open', call: get(admin, `/api/v1/action/company/${c}/survey?page=1&size=25`) },
    { name: 'question at the cursor (/current)', call: get(auditor, `/api/v1/survey/${survey}/current`) },
    { name: 'answer submit (/next)', call: post(auditor, `/api/v1/survey/${survey}/next`, answer) },
    { name: 'score an audit (113 questions)', call: post(admin, `/api/v1/survey/${t.scoredSurveyExtId}/score`, '{}') },
    ...(compare
      ? [
          { name: 'compare two audits of a farm', call: get(admin, compare) },
          { name: 'compare two audits, restricted member', call: get(manager, compare) },
        ]
      : []),
    ...(t.trendFarmExtId
      ? [
          { name: "trend of a farm's 50 scored audits", call: get(admin, `/api/v1/company/${c}/farm/${t.trendFarmExtId}/trend`) },
          { name: 'trend, restricted member', call: get(manager, `/api/v1/company/${c}/farm/${t.trendFarmExtId}/trend`) },
        ]
      : []),
    { name: 'intelligence map, scored farms', call: get(admin, `/api/v1/iq/company/${c}?scored=true`) },
    { name: 'intelligence risk summary', call: get(admin, `/api/v1/iq/company/${c}/risk`) },
    { name: 'portfolio of the company', call: get(admin, `/api/v1/portfolio/company/${c}`) },
    { name: 'portfolio CSV, every farm', call: get(admin, `/api/v1/portfolio/company/${c}/export`) },
    {
      name: 'activity log, filtered page',
      call: post(
        admin,
        '/admin/api/v1/audit/log?page=1&size=25',
        JSON.stringify({ userEmails: ['admin@example.com'], auditTargets: ['SURVEY'] }),
      ),
    },
  ];
}
