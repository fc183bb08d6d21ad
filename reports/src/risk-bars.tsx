import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { SUMMARY_BAR_FLOOR } from '@aquarisk/contract/constants';
import { actionRiskLevels, riskColor, riskText } from '@aquarisk/contract/risk';
import type { ReportSection } from '@aquarisk/contract/schemas/report.schema';
import { page } from './page-style.ts';

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', marginBottom: 3 },
  label: { width: 100, fontSize: 8.5 },
  track: { flex: 1, height: 10, backgroundColor: '#eef2f5' },
  count: { width: 30, textAlign: 'right', fontSize: 8.5 },
});

/** Steps per risk band, LOW to HIGH; bars scale to the larger of the largest count and 50 (docs/requirements.md#results-9). */
export function riskCounts(sections: readonly ReportSection[]) {
  const counts = actionRiskLevels.map((risk) => ({
    risk,
    count: sections.reduce((n, s) => n + s.children.filter((st) => st.risk === risk).length, 0),
  }));
  const scale = Math.max(SUMMARY_BAR_FLOOR, ...counts.map((c) => c.count));
  return counts.map((c) => ({ ...c, share: c.count / scale }));
}

export function RiskBars({ sections }: { sections: readonly ReportSection[] }) {
  return (
    <View wrap={false}>
      <Text style={page.h2}>Steps by risk</Text>
      {riskCounts(sections).map(({ risk, count, share }) => (
        <View key={risk} style={styles.row}>
          <Text style={styles.label}>{riskText(risk)}</Text>
          <View style={styles.track}>
            <View style={{ width: `${(share * 100).toFixed(2)}%`, height: 10, backgroundColor: riskColor(risk) }} />
          </View>
          <Text style={styles.count}>{count}</Text>
        </View>
      ))}
    </View>
  );
}
