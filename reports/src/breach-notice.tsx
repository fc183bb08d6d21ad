import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { breachLine, brokenLimits } from '@aquarisk/contract/scoring/breach-lines';
import type { TriggeredCap } from '@aquarisk/contract/scoring/caps';
import { page } from './page-style.ts';

const LEGAL = '#c92a2a';
const STANDARD = '#d9480f';

const styles = StyleSheet.create({
  box: { borderLeftWidth: 3, paddingLeft: 6, paddingVertical: 2, marginBottom: 6 },
  heading: { fontSize: 8, fontWeight: 'bold', letterSpacing: 0.5, marginBottom: 1 },
  line: { marginBottom: 1 },
});

function Breaches({ caps, heading, color }: { caps: TriggeredCap[]; heading: string; color: string }) {
  if (caps.length === 0) return null;
  return (
    <View style={[styles.box, { borderLeftColor: color }]} wrap={false}>
      <Text style={[styles.heading, { color }]}>{heading}</Text>
      {caps.map((cap, i) => (
        <Text key={`${cap.questionId}-${i}`} style={[styles.line, cap.limit?.kind === 'LEGAL' ? page.bold : {}]}>
          {breachLine(cap)}
        </Text>
      ))}
    </View>
  );
}

/**
 * The limits the answers broke (issue 22), legal breaches apart from standards not met, in the results screen's
 * words ("Legal limit exceeded: …"): an insurer reading the document sees which figure broke the law, not only which
 * answer capped the band. Nothing for a result with no broken limit (or one scored before limits existed).
 */
export function BreachNotice({ caps }: { caps: readonly TriggeredCap[] | null | undefined }) {
  const { legal, standard } = brokenLimits(caps);
  return (
    <>
      <Breaches caps={legal} heading="LEGAL LIMITS EXCEEDED" color={LEGAL} />
      <Breaches caps={standard} heading="STANDARDS NOT MET" color={STANDARD} />
    </>
  );
}
