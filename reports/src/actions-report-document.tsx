import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_ACTIONS_PAPER } from '@aquarisk/contract/constants';
import type { Action } from '@aquarisk/contract/schemas/action.schema';
import type { ActionsReport } from '@aquarisk/contract/schemas/report.schema';
import { isOverdue, utcDay } from '@aquarisk/contract/action-due';
import { riskColor } from '@aquarisk/contract/risk';
import { formatDay } from './file-names.ts';
import { KeepWithNext } from './keep-with-next.tsx';
import { PageFooter } from './page-footer.tsx';
import { KEEP_WITH_NEXT, page } from './page-style.ts';
import { RichText } from './rich-text.tsx';
import { RiskChip } from './risk-chip.tsx';

const styles = StyleSheet.create({
  brand: { fontSize: 8, letterSpacing: 1.5, color: '#0b3954', fontWeight: 'bold', marginBottom: 4 },
  action: { borderWidth: 0.75, borderColor: '#d5dde5', borderRadius: 3, padding: 8, marginBottom: 8 },
  head: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 3 },
  title: { flex: 1, fontSize: 10.5, fontWeight: 'bold', paddingRight: 8 },
  meta: { fontSize: 8, color: '#5c6b7a', marginBottom: 4 },
  due: { fontSize: 8, color: '#1f2933', marginBottom: 4 },
  overdue: { fontWeight: 'bold', color: riskColor('HIGH') },
  closed: { marginTop: 6, paddingTop: 5, borderTopWidth: 0.5, borderTopColor: '#d5dde5' },
  closedHead: { fontSize: 8.5, fontWeight: 'bold', color: '#2b8a3e', marginBottom: 3 },
});

const OTHER_SECTION = 'General';

/** The owner and due date line; an open action past its day says "OVERDUE" in words, the red only backs the text up. */
function dueText(action: Action) {
  const owner = action.owner?.name ?? 'Unassigned';
  const due = action.dueOn ? formatDay(`${action.dueOn}T00:00:00.000Z`) : 'no due date';
  return `Owner ${owner} · Due ${due}`;
}

function ActionBlock({ action, today }: { action: Action; today: string }) {
  return (
    <View style={styles.action}>
      <View style={styles.head} minPresenceAhead={KEEP_WITH_NEXT} wrap={false}>
        <Text style={styles.title}>{action.title}</Text>
        <RiskChip risk={action.riskLevel} />
      </View>
      <Text style={styles.meta}>
        {`Created ${formatDay(action.createdAt)} by ${action.createdByName} · Risk level ${action.riskLevel.replace(/_/g, ' ')}\n`}
        <Text style={styles.due}>{dueText(action)}</Text>
        {isOverdue(action.dueOn, action.closedAt, today) ? <Text style={styles.overdue}> · OVERDUE</Text> : null}
      </Text>
      <RichText html={action.description} />
      {action.closedAt ? (
        <View style={styles.closed}>
          <Text style={styles.closedHead}>
            ✓ Closed {formatDay(action.closedAt)} by {action.closedByName ?? ''}
          </Text>
          <RichText html={action.closedDescription ?? ''} />
        </View>
      ) : null}
    </View>
  );
}

/** Actions grouped by the section they were raised in, in the audit's section order; the rest last. */
export function actionGroups(report: ActionsReport): { name: string; actions: Action[] }[] {
  const known = new Set(report.sections.map((s) => s.id));
  const groups = report.sections.map((s) => ({ name: s.name, actions: report.actions.filter((a) => a.sectionId === s.id) }));
  const rest = report.actions.filter((a) => a.sectionId === null || !known.has(a.sectionId));
  return [...groups, { name: OTHER_SECTION, actions: rest }].filter((g) => g.actions.length > 0);
}

/** The actions report (docs/requirements.md#results "PDF documents"): Letter paper, grouped by section, closers shown. */
export function ActionsReportDocument({ report, today = utcDay(new Date()) }: { report: ActionsReport; today?: string }) {
  const groups = actionGroups(report);
  return (
    <Document title={`Aquarisk actions: ${report.farmName}`} author="Aquarisk" subject={report.surveyName} language="en">
      <Page size={PDF_ACTIONS_PAPER} style={page.page}>
        <Text style={styles.brand}>AQUARISK · ACTIONS REPORT</Text>
        <Text style={page.h1}>{report.farmName}</Text>
        <Text>{report.companyName}</Text>
        <Text style={page.muted}>{report.surveyName}</Text>
        <View style={page.rule} />
        {groups.length === 0 ? <Text>No actions required.</Text> : null}
        {groups.map((g) => (
          <View key={g.name}>
            <KeepWithNext
              head={<Text style={page.h2}>{g.name}</Text>}
              first={<ActionBlock action={g.actions[0]!} today={today} />}
              firstMayBeLong
            />
            {g.actions.slice(1).map((a) => (
              <ActionBlock key={a.externalId} action={a} today={today} />
            ))}
          </View>
        ))}
        <PageFooter label={`${report.farmName} · Actions report`} />
      </Page>
    </Document>
  );
}
