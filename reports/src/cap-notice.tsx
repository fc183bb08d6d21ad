import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { riskColor } from '@aquarisk/contract/risk';
import { capLine, knockoutLabel, scoreAloneLine, type CappedLevel } from '@aquarisk/contract/scoring/caps';
import { page } from './page-style.ts';

const styles = StyleSheet.create({
  box: { borderLeftWidth: 3, paddingLeft: 6, paddingVertical: 2, marginBottom: 6 },
  line: { fontWeight: 'bold' },
  label: { fontSize: 8, fontWeight: 'bold', marginTop: 2 },
});

/**
 * Why a band is worse than its score: the knockout answers that capped it, in the results screen's words (issue 21
 * item 13), with the score's own band when asked; nothing when the band is the score's own.
 */
export function CapNotice({ level, withScoreBand = false }: { level: CappedLevel; withScoreBand?: boolean }) {
  const line = capLine(level);
  if (!line) return null;
  const scoreBand = withScoreBand ? scoreAloneLine(level) : null;
  return (
    <View style={[styles.box, { borderLeftColor: riskColor(level.risk) }]} wrap={false}>
      <Text style={styles.line}>{line}</Text>
      {scoreBand ? <Text style={page.muted}>{scoreBand}</Text> : null}
    </View>
  );
}

/** "Knockout: caps at HIGH" under an answer that triggered a cap, in the cap's colour. */
export function KnockoutLabel({ capRisk }: { capRisk: string | null | undefined }) {
  if (!capRisk) return null;
  return <Text style={[styles.label, { color: riskColor(capRisk) }]}>{knockoutLabel(capRisk)}</Text>;
}
