import { expect, it } from 'vitest';
import { riskCounts } from './risk-bars.tsx';
import { auditReport } from './test/report-fixture.ts';

const steps = (risks: string[]) => [
  {
    ...auditReport(8).scoring.children[0]!,
    children: risks.map((risk, i) => ({ id: i, externalId: String(i), title: 't', risk, caps: [], questions: [] })),
  },
];

it('scales bars to 50 when no band has more steps', () => {
  const counts = riskCounts(steps(['HIGH', 'HIGH', 'LOW']));
  expect(counts.map((c) => c.risk)).toEqual(['LOW', 'MODERATE_LOW', 'MODERATE', 'MODERATE_HIGH', 'HIGH']);
  expect(counts.find((c) => c.risk === 'HIGH')).toMatchObject({ count: 2, share: 2 / 50 });
});

it('scales bars to the largest count above 50', () => {
  const counts = riskCounts(steps([...Array<string>(80).fill('MODERATE'), 'LOW']));
  expect(counts.find((c) => c.risk === 'MODERATE')!.share).toBe(1);
  expect(counts.find((c) => c.risk === 'LOW')!.share).toBe(1 / 80);
});
