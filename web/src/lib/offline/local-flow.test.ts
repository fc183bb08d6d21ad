import { describe, expect, it } from 'vitest';
import { refusalMessages } from '@aquarisk/contract/messages';
import { salmonidTemplate } from '@aquarisk/contract/template/default-templates/salmonid/salmonid-template';
import { apiFarm } from '../../test/contract-fixtures.ts';
import { offlinePackage } from '../../test/offline-fixtures.ts';
import { answerLocally, localAudit, localContext, localToc } from './local-flow.ts';

describe('the question flow on the device', () => {
  it('starts at the first question and walks the steps as the server would', () => {
    const audit = localAudit(offlinePackage(), []);
    const first = localContext(audit, null);
    expect(first.status).toBe('IN_PROGRESS');
    if (first.status === 'FINISH') throw new Error('unreachable');
    expect(first.question.id).toBe(1);
    expect(first.progress).toEqual({ answered: 0, total: 4 });
    const saved = answerLocally(audit, 1, 'YES');
    expect(saved).toMatchObject({ ok: true, value: 'YES', next: 2 });
  });

  it('refuses what the contract refuses, with the same message', () => {
    const audit = localAudit(offlinePackage(), []);
    const tooBig = answerLocally(audit, 2, '250');
    expect(tooBig.ok).toBe(false);
    // question 4 applies only after question 3 is YES
    expect(answerLocally(audit, 4, 'net pen')).toEqual({ ok: false, message: refusalMessages.questionNotApplicable, notApplicable: true });
  });

  it('lays the queued answers over the package: includeIf opens question 4, progress counts them', () => {
    const audit = localAudit(offlinePackage({ answers: [{ questionId: 1, answerStr: 'NO' }] }), [
      { questionId: 2, answerValue: '12' },
      { questionId: 3, answerValue: 'YES' },
    ]);
    expect(audit.included.map((e) => e.question.id)).toEqual([1, 2, 3, 4, 5]);
    const here = localContext(audit, 4);
    if (here.status === 'FINISH') throw new Error('unreachable');
    expect(here.question.id).toBe(4);
    expect(here.previous).toEqual({ sectionId: 1, stepId: 2, questionId: 3 });
    expect(here.progress).toEqual({ answered: 3, total: 5 });
    expect(localToc(audit)[0]!.steps[1]!.questions.map((q) => [q.id, q.included, q.answered])).toEqual([
      [3, true, true],
      [4, true, false],
      [5, true, false],
    ]);
  });

  it('shows the actions the package holds for the question, and FINISH when nothing is left', () => {
    const audit = localAudit(offlinePackage(), []);
    const second = localContext(audit, 2);
    if (second.status === 'FINISH') throw new Error('unreachable');
    expect(second.actionItems).toEqual([{ externalId: 'a-1', title: 'Fix the net', riskLevel: 'HIGH', closedAt: null }]);
    const done = localAudit(offlinePackage(), [
      { questionId: 1, answerValue: 'YES' },
      { questionId: 2, answerValue: '5' },
      { questionId: 3, answerValue: 'NO' },
      { questionId: 5, answerValue: 'ok' },
    ]);
    expect(localContext(done, null)).toMatchObject({ status: 'FINISH', isSurveyComplete: true });
  });

  it('carried answers wait until confirmed: a queued answer confirms one', () => {
    const pkg = offlinePackage({
      answers: [{ questionId: 1, answerStr: 'YES' }],
      carried: [1],
      carriedFrom: { externalId: 's-0', name: 'Hardanger 2025', surveyYear: 2025 },
    });
    const before = localContext(localAudit(pkg, []), null);
    expect(before.carried).toEqual({ left: 1, from: pkg.carriedFrom });
    const after = localContext(localAudit(pkg, [{ questionId: 1, answerValue: 'YES' }]), null);
    expect(after.carried.left).toBe(0);
  });

  it('refuses answers that contradict each other, by the farm’s jurisdiction, as the server does (issue 39)', () => {
    const questions = salmonidTemplate.body.sections.flatMap((s) => s.steps.flatMap((st) => st.questions));
    const q = (start: string) => questions.find((x) => x.text.startsWith(start))!.id;
    const [peak, weeks] = [q('Highest weekly average'), q('Weekly counts in the last 12 months')];
    const farm = { ...apiFarm(), species: 'Atlantic salmon', country: 'Norway', stateProvince: 'Vestland' };
    const pkg = offlinePackage({ snapshot: salmonidTemplate.body, farm, answers: [{ questionId: peak, answerStr: '0.62' }] });
    const refused = answerLocally(localAudit(pkg, []), weeks, '0');
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^These answers contradict each other: .* is 0, but .* is 0\.62/),
    });
    expect(answerLocally(localAudit(pkg, []), weeks, '1')).toMatchObject({ ok: true, value: '1' });
    const inScotland = offlinePackage({ ...pkg, farm: { ...farm, country: 'United Kingdom', stateProvince: 'Highland' } });
    expect(answerLocally(localAudit(inScotland, []), weeks, '0')).toMatchObject({ ok: true });
  });
});
