import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatScore, riskColor } from '@aquarisk/contract/risk';
import type { AuditReport } from '@aquarisk/contract/schemas/report.schema';
import { BreachNotice } from './breach-notice.tsx';
import { CapNotice } from './cap-notice.tsx';
import { reportDate } from './file-names.ts';
import { page } from './page-style.ts';
import { RiskChip } from './risk-chip.tsx';
import { RiskModelNotice } from './risk-model-notice.tsx';

const styles = StyleSheet.create({
  row: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 10 },
  brand: { fontSize: 8, letterSpacing: 1.5, color: '#0b3954', fontWeight: 'bold', marginBottom: 4 },
  titles: { flex: 1, paddingRight: 12 },
  scoreBox: { width: 130, borderWidth: 1.5, borderRadius: 4, padding: 8, alignItems: 'center' },
  score: { fontSize: 22, fontWeight: 'bold', marginBottom: 4 },
});

/**
 * The first lines of a report or summary: farm, company, audit, report date and the overall score; under them, when
 * a knockout answer capped the band, which answer and the score's own band; the legal limits the answers exceeded
 * apart from the standards they did not meet; the exposure score, the rules applied and the risk model (as on screen).
 */
export function ReportHeader({ report, kind }: { report: AuditReport; kind: 'Report' | 'Summary' }) {
  const { scoring } = report;
  const date = reportDate(report);
  return (
    <View>
      <View style={styles.row}>
        <View style={styles.titles}>
          <Text style={styles.brand}>AQUARISK · AUDIT {kind.toUpperCase()}</Text>
          <Text style={page.h1}>{report.farmName}</Text>
          <Text>{report.companyName}</Text>
          <Text style={page.muted}>{scoring.title}</Text>
          <Text style={page.muted}>Report date: {date}</Text>
        </View>
        <View style={[styles.scoreBox, { borderColor: riskColor(scoring.risk) }]}>
          <Text style={page.small}>Overall score</Text>
          <Text style={styles.score}>{formatScore(scoring.normScore)}</Text>
          <RiskChip risk={scoring.risk} />
        </View>
      </View>
      <CapNotice level={scoring} withScoreBand />
      <BreachNotice caps={scoring.caps} />
      <RiskModelNotice report={report} />
    </View>
  );
}
