// Issue 38 item 2: modules offer operations, not repository functions; credentials are auth's; carrying answers
// forward is found where launch happens. The module-order lint (npm run lint) checks the first on every run.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = (name: string) => path.join(root, 'scripts', name);
const order = (await import(scripts('check-module-order.mjs'))) as { check: (dirs?: string[]) => string[] };
const lib = (await import(scripts('repository-imports.mjs'))) as {
  repositoryNamesImported: (file: string, target: string) => { name: string; origin: string; line: number }[];
  repositoryNamesOffered: (indexFile: string) => { name: string; origin: string; line: number }[];
};

const fixture = 'server/test/fixtures/repository-imports';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('module boundaries', () => {
  it('no part of the server takes another module’s repository functions, except the access scopes', () => {
    const problems = order.check(['server/src']).filter((p) => p.includes('repository function'));
    expect(problems).toEqual([]);
  });

  it('the lint finds a repository function taken through an entry file or directly, and one an entry file offers', () => {
    expect(lib.repositoryNamesImported(`${fixture}/caller/caller.service.ts`, `${fixture}/owner/index.ts`)).toEqual([
      { name: 'rowsOfOwner', origin: `${fixture}/owner/owner.repository.ts`, line: 1 },
    ]);
    expect(lib.repositoryNamesImported(`${fixture}/caller/caller.service.ts`, `${fixture}/owner/owner.repository.ts`)).toEqual([
      { name: 'rowsOfOwner', origin: `${fixture}/owner/owner.repository.ts`, line: 2 },
    ]);
    expect(lib.repositoryNamesOffered(`${fixture}/owner/index.ts`).map((r) => r.name)).toEqual(['rowsOfOwner']);
    // the scopes that lists compose are the listed exception
    expect(lib.repositoryNamesOffered('server/src/modules/access/index.ts')).toEqual([]);
  });

  it('credentials are auth’s: no other module writes a password hash or a set-password link', () => {
    const writers = sourceFiles('server/src/modules')
      .filter((f) => !f.startsWith('server/src/modules/auth/'))
      .filter((f) => {
        const text = fs.readFileSync(path.join(root, f), 'utf8');
        return /insertInto\('resetTokens'\)|@node-rs\/argon2|export (async )?function \w*(Password|ResetToken)\w*\(/.test(text);
      });
    expect(writers).toEqual([]);
  });

  it('the invitation, the first single sign-on and the seed add a person through one createMember', () => {
    const makers = sourceFiles('server/src').filter((f) => /\binsertUser\(/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(makers.sort()).toEqual(['server/src/modules/users/member.service.ts', 'server/src/modules/users/user.repository.ts']);
    for (const caller of ['modules/users/company-user.service.ts', 'modules/sso/sso-sign-in.service.ts', 'seed/seed-demo.ts'])
      expect(fs.readFileSync(path.join(root, 'server/src', caller), 'utf8')).toMatch(/\bcreateMember\(/);
  });

  it('carrying answers forward is named where launch happens, and the README sends a reader there', () => {
    expect(fs.readFileSync(path.join(root, 'server/src/modules/audits/launch.service.ts'), 'utf8')).toMatch(
      /function carryAnswersForward\(/,
    );
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ')).toContain(
      'carryAnswersForward in audits/launch.service.ts',
    );
  });
});
