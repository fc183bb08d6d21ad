import { StyleSheet, Text } from '@react-pdf/renderer';
import { riskColor, riskText, textColorOn } from '@aquarisk/contract/risk';

const styles = StyleSheet.create({
  chip: { fontSize: 8, fontWeight: 'bold', paddingHorizontal: 5, paddingVertical: 1.5, borderRadius: 3 },
});

/** A risk band as the spec shows it in reports: its colour, and its text with underscores as spaces. */
export function RiskChip({ risk }: { risk: string | null | undefined }) {
  const fill = riskColor(risk);
  return <Text style={[styles.chip, { backgroundColor: fill, color: textColorOn(fill) }]}>{riskText(risk).toUpperCase()}</Text>;
}
