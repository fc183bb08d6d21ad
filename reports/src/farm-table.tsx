import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { farmFacts, type Fact } from '@aquarisk/contract/farm-facts';
import type { Farm } from '@aquarisk/contract/schemas/farm.schema';
import { formatDay } from './file-names.ts';
import { page } from './page-style.ts';

const styles = StyleSheet.create({
  table: { flexDirection: 'row', flexWrap: 'wrap', borderTopWidth: 0.5, borderTopColor: '#d5dde5' },
  cell: { width: '50%', flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: '#d5dde5' },
  label: { width: 95, color: '#5c6b7a' },
  value: { flex: 1, paddingRight: 8 },
});

const coordinate = (v: number) => v.toFixed(5);

/** The farm's properties that are set, two to a row, with its position first. */
export function FarmTable({ farm }: { farm: Farm }) {
  const position: Fact[] =
    farm.latitude !== null && farm.longitude !== null
      ? [{ label: 'Position', value: `${coordinate(farm.latitude)}, ${coordinate(farm.longitude)}` }]
      : [];
  const facts = [...position, ...farmFacts(farm, formatDay)];
  return (
    <View wrap={false}>
      <Text style={page.h2}>Farm details</Text>
      <View style={styles.table}>
        {facts.map((f) => (
          <View key={f.label} style={styles.cell}>
            <Text style={styles.label}>{f.label}</Text>
            <Text style={styles.value}>{f.value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
