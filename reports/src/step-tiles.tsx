import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatScore, riskColor, riskText, textColorOn } from '@aquarisk/contract/risk';
import type { ReportSection } from '@aquarisk/contract/schemas/report.schema';
import { CapNotice } from './cap-notice.tsx';
import { KEEP_WITH_NEXT, page } from './page-style.ts';

const styles = StyleSheet.create({
  head: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline' },
  grid: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -3 },
  tile: { width: '33.33%', padding: 3 },
  fill: { borderRadius: 3, padding: 6, minHeight: 44, justifyContent: 'space-between' },
  title: { fontSize: 8.5, fontWeight: 'bold', marginBottom: 3 },
  risk: { fontSize: 7.5, fontWeight: 'bold', letterSpacing: 0.4 },
});

const TILES_ON_A_PAGE = 36;

/**
 * One section: its score (and the knockout answers that capped its band) and a tile per step, filled with the
 * step's risk colour and labelled with its risk text.
 */
export function SectionTiles({ section }: { section: ReportSection }) {
  return (
    // a section's tiles stay on one page with their heading, unless there are too many to fit one
    <View wrap={section.children.length > TILES_ON_A_PAGE}>
      <View style={styles.head} minPresenceAhead={KEEP_WITH_NEXT}>
        <Text style={page.h2}>{section.name}</Text>
        <Text style={page.bold}>
          {formatScore(section.normScore)} · {riskText(section.risk).toUpperCase()}
        </Text>
      </View>
      <CapNotice level={section} />
      <View style={styles.grid}>
        {section.children.map((step) => {
          const fill = riskColor(step.risk);
          const color = textColorOn(fill);
          return (
            <View key={step.id} style={styles.tile} wrap={false}>
              <View style={[styles.fill, { backgroundColor: fill }]}>
                <Text style={[styles.title, { color }]}>{step.title}</Text>
                <Text style={[styles.risk, { color }]}>{riskText(step.risk).toUpperCase()}</Text>
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
}
