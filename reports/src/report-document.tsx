import { Document, Page } from '@react-pdf/renderer';
import { PDF_PAPER } from '@aquarisk/contract/constants';
import { auditDate } from '@aquarisk/contract/farm-facts';
import type { AuditReport } from '@aquarisk/contract/schemas/report.schema';
import { FarmTable } from './farm-table.tsx';
import { PageFooter } from './page-footer.tsx';
import { page } from './page-style.ts';
import { ReportHeader } from './report-header.tsx';
import { RiskBars } from './risk-bars.tsx';
import { SectionScores } from './section-scores.tsx';
import { SinceLastAuditSection } from './since-last-audit.tsx';
import { SectionAnswers } from './step-answers.tsx';
import { SectionTiles } from './step-tiles.tsx';

export interface ReportDocumentProps {
  report: AuditReport;
  /** the scored report lists the answers; the summary is the same without them */
  kind: 'Report' | 'Summary';
}

/** The scored report and the summary (docs/requirements.md#results "PDF documents"): A4, page numbers on every page. */
export function ReportDocument({ report, kind }: ReportDocumentProps) {
  const sections = report.scoring.children;
  const userNames = new Map(Object.entries(report.userNames));
  const footer = `${report.farmName} · ${kind}`;
  return (
    <Document title={`Aquarisk ${kind}: ${report.farmName}`} author="Aquarisk" subject={report.scoring.title} language="en">
      <Page size={PDF_PAPER} style={page.page}>
        <ReportHeader report={report} kind={kind} />
        <SectionScores sections={sections} />
        <RiskBars sections={sections} />
        {report.sinceLastAudit ? <SinceLastAuditSection since={report.sinceLastAudit} newer={report.scoring} /> : null}
        <FarmTable farm={{ ...report.farm, surveyDate: auditDate(report, report.farm) }} />
        {sections.map((s) => (
          <SectionTiles key={s.id} section={s} />
        ))}
        <PageFooter label={footer} />
      </Page>
      {kind === 'Report'
        ? sections.map((s) => (
            // a page run per section: React PDF lays out each run alone, so long audits render in linear time
            <Page key={s.id} size={PDF_PAPER} style={page.page}>
              <SectionAnswers section={s} userNames={userNames} />
              <PageFooter label={footer} />
            </Page>
          ))
        : null}
    </Document>
  );
}
