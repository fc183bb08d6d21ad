import { beforeAll, describe, expect, it } from 'vitest';
import { exposureLine } from '@aquarisk/contract/scoring/model-lines';
import { renderReportPdf } from './render-node.tsx';
import { pageText, pdfFile, pdfText } from './test/pdf-tools.ts';
import { breachedAuditReport } from './test/report-cap-fixture.ts';
import { auditReport, sinceLastAudit } from './test/report-fixture.ts';

/**
 * Issue 37 item 5: the report and summary explain the band as the results screen does (the same contract lines): the
 * exposure score naming the perils the farm was measured on, the jurisdiction's reporting rules, or that no
 * jurisdiction pack fits the farm's country; and a label in brackets never breaks as "(-" / "Animal Health)".
 */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const NORWAY_RULE = 'Escapes and suspected escapes are reported to the Directorate of Fisheries at once (akvakulturdriftsforskriften).';

/** The fixture's Greek sea bream farm, scored with model v2's base and species packs only. */
function greekReport() {
  const base = auditReport(40);
  return {
    ...base,
    scoring: {
      ...base.scoring,
      modelVersion: 2,
      exposure: { score: 20, minScore: 0, maxScore: 40, normScore: 50, risk: 'MODERATE', perils: ['mortality', 'oxygen', 'temperature'] },
      rulePacks: [
        { id: 'base', name: 'Aquarisk standard limits', kind: 'BASE' as const, notes: [] },
        { id: 'species-marine-finfish', name: 'Marine finfish (sea bream, sea bass)', kind: 'SPECIES' as const, notes: [] },
      ],
    },
  };
}

const files: Record<string, string> = {};
beforeAll(async () => {
  for (const kind of ['Report', 'Summary'] as const) {
    files[`norway-${kind}`] = pdfFile(await renderReportPdf(breachedAuditReport(), kind));
    files[`greece-${kind}`] = pdfFile(await renderReportPdf(greekReport(), kind));
  }
});

describe.each(['Report', 'Summary'] as const)('the %s', (kind) => {
  it('prints the exposure line and the jurisdiction’s reporting rules on page 1, as the screen does', () => {
    const first = flat(pageText(files[`norway-${kind}`]!, 1));
    expect(first).toContain(flat(exposureLine(breachedAuditReport().scoring.exposure!)));
    expect(first).toContain('Exposure: the numbers an insurer prices (lice, mortality, escapes) score 62.3%, MODERATE LOW.');
    expect(first).toContain(`Jurisdiction: Norway (salmonids) • ${NORWAY_RULE}`);
    expect(first).not.toContain('No jurisdiction pack');
  });

  it('says a farm without a jurisdiction pack is judged on standards only, and names no lice for sea bream', () => {
    const first = flat(pageText(files[`greece-${kind}`]!, 1));
    expect(first).toContain('No jurisdiction pack for Greece: judged on standards only');
    expect(first).toContain('Exposure: the numbers an insurer prices (mortality, oxygen, temperature) score 50.0%, MODERATE.');
    expect(first).not.toMatch(/lice/i);
  });
});

it('keeps a section label in brackets whole where the question wraps', async () => {
  const since = sinceLastAudit({
    changedAnswers: [
      ['Do water-quality alarms reach a named person on call around the clock?', 'Environment'],
      ['Are new stock quarantined and do they arrive with a health certificate from the source?', 'Animal Health'],
      ['Are walkways free of trip hazards, with handrails observed during the visit', 'Governance'],
    ].map(([questionText, sectionName], i) => ({
      questionId: i + 1,
      sectionName: sectionName!,
      stepTitle: 'Step',
      questionText: questionText!,
      older: { answer: 'No', answerType: 'YES_NO' as const, points: 0, maxPoints: 3, capRisk: null },
      newer: { answer: 'Yes', answerType: 'YES_NO' as const, points: 3, maxPoints: 3, capRisk: null },
    })),
  });
  const text = pdfText(pdfFile(await renderReportPdf({ ...auditReport(), sinceLastAudit: since }, 'Summary')));
  expect(text).not.toMatch(/\(-\s*$/m);
  for (const section of ['(Environment)', '(Animal Health)', '(Governance)']) expect(flat(text)).toContain(section);
});

/** The Norwegian report with an oxygen answer in % saturation (its unit written by the contract). */
function percentReport() {
  const base = breachedAuditReport();
  const sections = base.scoring.children.map((section, s) =>
    s !== 1
      ? section
      : {
          ...section,
          children: section.children.map((step, st) =>
            st !== 0
              ? step
              : {
                  ...step,
                  questions: step.questions.map((q, i) =>
                    i === 0 ? { ...q, answerType: 'FLOAT' as const, answerUnits: 'PERCENT_SATURATION', answer: { answerStr: '45.5' } } : q,
                  ),
                },
          ),
        },
  );
  return { ...base, scoring: { ...base.scoring, children: sections } };
}

describe.each(['Report', 'Summary'] as const)('the %s', (kind) => {
  it('writes every percentage one way, the sign right after the number (84.1%, 62.3%, 45.5% saturation)', async () => {
    const text = flat(pdfText(pdfFile(await renderReportPdf(percentReport(), kind))));
    expect(text).toContain('84.1%');
    expect(text).toContain('score 62.3%');
    if (kind === 'Report') expect(text).toContain('45.5% saturation');
    expect(text.match(/\d %/g) ?? []).toEqual([]);
  });
});
