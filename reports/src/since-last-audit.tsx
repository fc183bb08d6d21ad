import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { loggedAnswerDisplay } from '@aquarisk/contract/answers/answer-log';
import { richTextToPlain } from '@aquarisk/contract/answers/rich-text-plain';
import { formatDate } from '@aquarisk/contract/format-date';
import { formatScore, riskColor, riskText } from '@aquarisk/contract/risk';
import type { ComparedAction, SinceLastAudit } from '@aquarisk/contract/schemas/compare.schema';
import { documentLocale } from './document-locale.ts';
import { page } from './page-style.ts';

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'flex-start', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: '#d5dde5' },
  head: { flexDirection: 'row', paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: '#9fb0c0' },
  name: { flex: 1, paddingRight: 6 },
  side: { width: 132, flexDirection: 'row', alignItems: 'center' },
  swatch: { width: 8, height: 8, borderRadius: 2, marginRight: 5 },
  change: { width: 60, textAlign: 'right' },
  answer: { width: 130, paddingRight: 6 },
  points: { width: 50, textAlign: 'right' },
});

type Side = SinceLastAudit['sections'][number]['older'];

const Score = ({ side }: { side: Side }) =>
  side ? (
    <View style={styles.side}>
      <View style={[styles.swatch, { backgroundColor: riskColor(side.risk) }]} />
      <Text>
        {formatScore(side.normScore)} {riskText(side.risk)}
      </Text>
    </View>
  ) : (
    <Text style={[styles.side, page.muted]}>Not in that audit</Text>
  );

const change = (a: number | null | undefined, b: number | null | undefined, unit = '') => {
  if (a === null || a === undefined || b === null || b === undefined) return '';
  const d = Math.round((b - a) * 10) / 10;
  return `${d > 0 ? '+' : ''}${d.toFixed(1)}${unit}`;
};

const day = (value: string | null) => formatDate(value, { locale: documentLocale() });

/** A changed answer as the report's answers read (dates in the document's locale, not as stored), on one line. */
function answerText(side: SinceLastAudit['changedAnswers'][number]['older']): string {
  if (side.answer === null) return 'Not asked';
  const shown = loggedAnswerDisplay(side.answerType, side.answer, { locale: documentLocale() });
  switch (shown.kind) {
    case 'none':
      return 'Not answered';
    case 'list':
      return shown.items.join(', ');
    case 'html':
      return richTextToPlain(shown.html).replace(/\n/g, ' ');
    default:
      return shown.text;
  }
}

function Actions({
  title,
  actions,
  empty,
  closed,
}: {
  title: string;
  actions: readonly ComparedAction[];
  empty: string;
  closed?: boolean;
}) {
  return (
    <View>
      <Text style={page.h3}>{title}</Text>
      {actions.length === 0 ? (
        <Text style={page.muted}>{empty}</Text>
      ) : (
        actions.map((a) => (
          <View key={a.externalId} style={styles.row} wrap={false}>
            <Text style={styles.name}>
              {a.title}{' '}
              <Text style={page.muted}>
                ({riskText(a.riskLevel)}, raised in {a.surveyName})
              </Text>
            </Text>
            <Text style={[styles.change, { width: 110 }]}>{closed ? `closed ${day(a.closedAt)}` : `open since ${day(a.createdAt)}`}</Text>
          </View>
        ))
      )}
    </View>
  );
}

/**
 * "Since the last audit" (issue 26 item 7): the score per section against the farm's previous scored audit, the
 * answers that changed and moved points, the earlier actions still open and those closed since.
 */
export function SinceLastAuditSection({
  since,
  newer,
}: {
  since: SinceLastAudit;
  newer: { normScore?: number | null | undefined; risk: string };
}) {
  const prev = since.previous;
  return (
    <View>
      <View wrap={false}>
        <Text style={page.h2}>Since the last audit</Text>
        <Text style={{ marginBottom: 4 }}>
          Against {prev.name} ({day(prev.date)}): {formatScore(prev.normScore)} {riskText(prev.risk)} →{' '}
          {formatScore(newer.normScore ?? null)} {riskText(newer.risk)} ({change(prev.normScore, newer.normScore, ' points')}).
        </Text>
        {since.modelNote ? <Text style={[page.muted, { marginBottom: 4 }]}>{since.modelNote}</Text> : null}
        <View style={styles.head}>
          <Text style={[styles.name, page.bold]}>Section</Text>
          <Text style={[styles.side, page.bold]}>Then</Text>
          <Text style={[styles.side, page.bold]}>Now</Text>
          <Text style={[styles.change, page.bold]}>Change</Text>
        </View>
        {since.sections.map((s) => (
          <View key={s.id} style={styles.row}>
            <Text style={styles.name}>{s.name}</Text>
            <Score side={s.older} />
            <Score side={s.newer} />
            <Text style={styles.change}>{change(s.older?.normScore, s.newer?.normScore)}</Text>
          </View>
        ))}
      </View>
      <Text style={page.h3}>Answers that moved points ({since.changedAnswers.length})</Text>
      {since.changedAnswers.length === 0 ? (
        <Text style={page.muted}>No answer changed the points.</Text>
      ) : (
        since.changedAnswers.map((c) => (
          <View key={c.questionId} style={styles.row} wrap={false}>
            <Text style={styles.name}>
              {/* one run for the brackets and the name: split runs let the line break after "(" with a hyphen */}
              {c.questionText} <Text style={page.muted}>{`(${c.sectionName})`}</Text>
            </Text>
            <Text style={styles.answer}>{answerText(c.older)}</Text>
            <Text style={styles.answer}>→ {answerText(c.newer)}</Text>
            <Text style={styles.points}>{c.newer.points === undefined ? '' : change(c.older.points ?? 0, c.newer.points ?? 0)}</Text>
          </View>
        ))
      )}
      <Actions title="Actions carried (still open from earlier audits)" actions={since.actionsCarried} empty="None." />
      <Actions title="Actions closed since the last audit" actions={since.actionsClosed} empty="None." closed />
    </View>
  );
}
