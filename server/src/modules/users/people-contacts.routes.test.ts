import { beforeAll, describe, expect, it } from 'vitest';
import { can } from '@aquarisk/contract/capabilities';
import { expectNotFound } from '../../../test/api-assertions.ts';
import { ADMIN, AUDITOR, COMPANY, FARMER, MANAGER, OTHER, VIEWER } from '../../../test/demo-users.ts';
import { demoAppPerFile } from '../../../test/app-per-file.ts';
import { demoSurveyId } from '../../../test/audit-helpers.ts';

/**
 * Issue 21, item 7: a farm's people and an audit's people follow one rule, from the capability table. Everyone who
 * sees the farm or audit gets the names; e-mails, usernames and phones go only to seeContactDetails. Before, the farm
 * list gave viewer, farmer and auditor every e-mail and phone while the audit list refused them with 403.
 */
const { t, ids } = demoAppPerFile();
let lists: { name: string; url: string; people: (body: unknown) => Record<string, unknown>[] }[];

beforeAll(async () => {
  const survey = await demoSurveyId(t, 'Hardanger annual audit 2025');
  lists = [
    {
      name: 'farm users',
      url: `/api/v1/company/${ids.company1}/farm/${ids.farms['Hardanger Fjord Site']}/user`,
      people: (body) => body as Record<string, unknown>[],
    },
    { name: 'audit users', url: `/api/v1/survey/${survey}/user`, people: (body) => (body as { users: [] }).users },
  ];
});

const ROLES = { [ADMIN]: ['ROLE_ADMIN'], [COMPANY]: ['ROLE_COMPANY'], [MANAGER]: ['ROLE_MANAGER'] } as Record<string, string[]>;

describe("a farm's and an audit's people: one rule for both lists", () => {
  it('gives ADMIN, COMPANY and MANAGER names, e-mails and phones', async () => {
    for (const who of [ADMIN, COMPANY, MANAGER]) {
      expect(can(ROLES[who]!, 'seeContactDetails'), who).toBe(true);
      for (const list of lists) {
        const res = await t.call(who, 'GET', list.url);
        expect(res.statusCode, `${list.name} as ${who}`).toBe(200);
        const people = list.people(res.json());
        expect(people.length, `${list.name} as ${who}`).toBeGreaterThan(0);
        for (const person of people) {
          expect(Object.keys(person).sort()).toEqual(['email', 'externalId', 'fullName', 'phone', 'username']);
          expect(person['email']).toMatch(/@/);
        }
      }
      const farm = await t.call(who, 'GET', lists[0]!.url);
      expect(lists[0]!.people(farm.json())).toContainEqual({
        externalId: ids.users[MANAGER],
        fullName: 'Magnus Manager',
        email: MANAGER,
        username: MANAGER,
        phone: '+47 555 0103',
      });
    }
  });

  it('gives auditor, farmer and viewer the same people by name only: no e-mail, username or phone anywhere', async () => {
    const byName: Record<string, unknown>[][] = [];
    for (const who of [AUDITOR, FARMER, VIEWER]) {
      for (const list of lists) {
        const res = await t.call(who, 'GET', list.url);
        expect(res.statusCode, `${list.name} as ${who}`).toBe(200);
        const people = list.people(res.json());
        expect(people.length, `${list.name} as ${who}`).toBeGreaterThan(0);
        for (const person of people) expect(Object.keys(person).sort(), `${list.name} as ${who}`).toEqual(['externalId', 'fullName']);
        expect(res.body, `${list.name} as ${who}`).not.toMatch(/@|\+47/);
        byName.push(people);
      }
    }
    // The names are those the contact roles see, so a read-only screen lists the same people.
    const full = lists[0]!.people((await t.call(ADMIN, 'GET', lists[0]!.url)).json());
    expect(byName[0]).toEqual(full.map((p) => ({ externalId: p['externalId'], fullName: p['fullName'] })));
  });

  it('still answers 404 to another company', async () => {
    for (const list of lists) expectNotFound(await t.call(OTHER, 'GET', list.url));
  });
});
