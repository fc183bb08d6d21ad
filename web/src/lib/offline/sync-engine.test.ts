import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import { jsonResponse } from '../../test/render-with-providers.tsx';
import { sentJson, signInAs, stubApi, userWith } from '../../test/session-fixtures.ts';
import { createQueryClient } from '../query-client.ts';
import { offlinePackage } from '../../test/offline-fixtures.ts';
import { enqueueAnswer, queuedAnswers, refusedAnswers, writePackage } from './offline-db.ts';
import { startSync, syncNow } from './sync-engine.ts';
import { syncStatus } from './sync-status.ts';

const given = (n: number, surveyExtId = 's-1') =>
  enqueueAnswer({
    clientId: `00000000-0000-4000-8000-00000000000${n}`,
    userExtId: 'u-1',
    surveyExtId,
    questionId: n,
    questionText: `Question ${n}`,
    answerValue: n === 2 ? '12' : 'YES',
    answerShown: n === 2 ? '12' : 'Yes',
    snapshotHash: 'hash-1',
    givenAt: '2026-11-28T10:00:00.000Z',
  });

const result = (clientId: string, questionId: number, refused?: 'SCORED') => ({
  clientId,
  questionId,
  status: refused ? 'refused' : 'saved',
  reason: refused ?? null,
  message: refused ? offlineMessages.scoredMeanwhile : null,
  repeated: false,
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('syncing the answers given offline', () => {
  it('sends them in the order given, keeps the refused one with its reason, and reaches synced', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    await writePackage({ userExtId: 'u-1', surveyExtId: 's-1', pkg: offlinePackage(), cursor: 3 });
    for (const n of [1, 2, 3]) await given(n);
    const fetchMock = stubApi({
      'POST /api/v1/survey/s-1/answers': () =>
        jsonResponse(200, {
          results: [
            result('00000000-0000-4000-8000-000000000001', 1),
            result('00000000-0000-4000-8000-000000000002', 2),
            result('00000000-0000-4000-8000-000000000003', 3, 'SCORED'),
          ],
          progress: { answered: 2, total: 4 },
          isSurveyComplete: false,
        }),
      'GET /api/v1/survey/s-1/offline': () => jsonResponse(200, offlinePackage({ cursor: 4 })),
    });
    stop = startSync(createQueryClient());
    await vi.waitFor(() => expect(syncStatus.get()).toMatchObject({ pending: 0, refused: 1, synced: true, syncing: false }));
    const body = sentJson(fetchMock, 'POST', '/api/v1/survey/s-1/answers') as { answers: { clientId: string; questionId: number }[] };
    expect(body.answers.map((a) => a.questionId)).toEqual([1, 2, 3]);
    expect(await queuedAnswers('u-1')).toEqual([]);
    const [refused] = await refusedAnswers('u-1', 's-1');
    expect(refused).toMatchObject({
      questionId: 3,
      reason: 'SCORED',
      message: offlineMessages.scoredMeanwhile,
      questionText: 'Question 3',
    });
  });

  it('keeps every answer when the link drops, and tries again', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    for (const n of [1, 2]) await given(n);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await syncNow();
    expect(syncStatus.get()).toMatchObject({ pending: 2, retrying: true });
    expect((await queuedAnswers('u-1')).map((a) => a.questionId)).toEqual([1, 2]);
  });

  it('an audit the user lost (404) keeps its answers apart as refused, and sends the other audits', async () => {
    signInAs(userWith(['ROLE_SURVEYOR']));
    await given(1, 's-gone');
    await given(2, 's-2');
    stubApi({
      'POST /api/v1/survey/s-gone/answers': () => jsonResponse(404, { message: 'Not found' }),
      'POST /api/v1/survey/s-2/answers': () =>
        jsonResponse(200, {
          results: [result('00000000-0000-4000-8000-000000000002', 2)],
          progress: { answered: 1, total: 4 },
          isSurveyComplete: false,
        }),
    });
    await syncNow();
    expect(await queuedAnswers('u-1')).toEqual([]);
    expect(await refusedAnswers('u-1', 's-gone')).toEqual([
      expect.objectContaining({ reason: 'ACCESS_LOST', message: offlineMessages.accessLost }),
    ]);
    expect(await refusedAnswers('u-1', 's-2')).toEqual([]);
  });

  it("sends only the signed-in user's answers", async () => {
    signInAs(userWith(['ROLE_SURVEYOR'], { externalId: 'u-2' }));
    await given(1);
    const fetchMock = stubApi({});
    await syncNow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await queuedAnswers('u-1')).toHaveLength(1);
  });
});
