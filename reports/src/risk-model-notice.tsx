import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { exposureLine, modelVersionLine, noJurisdictionLine } from '@aquarisk/contract/scoring/model-lines';
import type { AuditReport } from '@aquarisk/contract/schemas/report.schema';
import { modelVersionOf } from '@aquarisk/contract/schemas/results.schema';
import { page } from './page-style.ts';

const styles = StyleSheet.create({
  box: { marginBottom: 6 },
  line: { marginBottom: 2 },
  pack: { marginTop: 2 },
  note: { paddingLeft: 8, marginBottom: 1 },
});

/**
 * The rest of the results screen's "How the band was set" (issue 37 item 5), in its words: the exposure score whose
 * band is a floor under the audit's, the species and jurisdiction packs with the reporting rules an auditor checks by
 * hand (or that no jurisdiction pack fits the farm's country), and the model version the result was scored with.
 */
export function RiskModelNotice({ report }: { report: AuditReport }) {
  const { scoring } = report;
  const packs = (scoring.rulePacks ?? []).filter((p) => p.kind !== 'BASE');
  const noJurisdiction = noJurisdictionLine(scoring.rulePacks, report.farm.country);
  return (
    <View style={styles.box}>
      {scoring.exposure ? <Text style={styles.line}>{exposureLine(scoring.exposure)}</Text> : null}
      {packs.map((pack) => (
        <View key={pack.id} style={styles.pack} wrap={false}>
          <Text style={page.bold}>
            {pack.kind === 'JURISDICTION' ? 'Jurisdiction' : 'Species'}: {pack.name}
          </Text>
          {pack.notes.map((note) => (
            <Text key={note} style={[page.small, styles.note]}>
              • {note}
            </Text>
          ))}
        </View>
      ))}
      {noJurisdiction ? <Text style={[page.bold, styles.pack]}>{noJurisdiction}</Text> : null}
      <Text style={[page.small, page.muted, styles.pack]}>{modelVersionLine(modelVersionOf(scoring))}</Text>
    </View>
  );
}
