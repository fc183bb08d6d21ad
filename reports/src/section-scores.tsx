import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatScore, riskColor } from '@aquarisk/contract/risk';
import type { ReportSection } from '@aquarisk/contract/schemas/report.schema';
import { page } from './page-style.ts';
import { RiskChip } from './risk-chip.tsx';

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: '#d5dde5' },
  swatch: { width: 10, height: 10, borderRadius: 2, marginRight: 8 },
  name: { flex: 1 },
  score: { width: 60, textAlign: 'right', marginRight: 10, fontWeight: 'bold' },
  chip: { width: 110, flexDirection: 'row', justifyContent: 'flex-end' },
});

/** Per-section scores, each with its risk colour and text. */
export function SectionScores({ sections }: { sections: readonly ReportSection[] }) {
  return (
    <View wrap={false}>
      <Text style={page.h2}>Section scores</Text>
      {sections.map((s) => (
        <View key={s.id} style={styles.row}>
          <View style={[styles.swatch, { backgroundColor: riskColor(s.risk) }]} />
          <Text style={styles.name}>{s.name}</Text>
          <Text style={styles.score}>{formatScore(s.normScore)}</Text>
          <View style={styles.chip}>
            <RiskChip risk={s.risk} />
          </View>
        </View>
      ))}
    </View>
  );
}
