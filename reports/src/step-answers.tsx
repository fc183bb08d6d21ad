import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { displayAnswer, type AnswerDisplay } from '@aquarisk/contract/answers/answer-display';
import { riskText } from '@aquarisk/contract/risk';
import { questionNumber } from '@aquarisk/contract/template/question-number';
import type { ReportSection, ReportStep } from '@aquarisk/contract/schemas/report.schema';
import type { StepQuestion } from '@aquarisk/contract/schemas/results.schema';
import { CapNotice, KnockoutLabel } from './cap-notice.tsx';
import { KeepWithNext } from './keep-with-next.tsx';
import { KEEP_WITH_NEXT, page } from './page-style.ts';
import { RichText } from './rich-text.tsx';
import { RiskChip } from './risk-chip.tsx';
import { documentLocale } from './document-locale.ts';

const styles = StyleSheet.create({
  stepHead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', marginTop: 10, marginBottom: 4 },
  stepTitle: { flex: 1, fontSize: 10.5, fontWeight: 'bold', paddingRight: 8 },
  question: { paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: '#e3e9ef' },
  number: { color: '#5c6b7a', fontWeight: 'normal' },
  body: { paddingLeft: 22 },
  text: { fontWeight: 'bold', marginBottom: 2 },
  none: { color: '#5c6b7a', fontStyle: 'italic' },
});

/** The spec's answer in human form, in the report's locale and with USER answers named. */
function Answer({ shown }: { shown: AnswerDisplay }) {
  switch (shown.kind) {
    case 'none':
      return <Text style={styles.none}>Not answered</Text>;
    case 'list':
      // one Text per item: a '\n' inside a Text is set in Helvetica, a font the file would not embed
      return (
        <View>
          {shown.items.map((item, i) => (
            <Text key={i}>• {item}</Text>
          ))}
        </View>
      );
    case 'link':
      return <Text>{shown.text}</Text>;
    case 'html':
      return <RichText html={shown.html} />;
    case 'text':
      return <Text>{shown.text}</Text>;
  }
}

function Question({ q, userNames }: { q: StepQuestion; userNames: ReadonlyMap<string, string> }) {
  const shown = displayAnswer({ ...q, answerStr: q.answer?.answerStr }, { userNames, locale: documentLocale() });
  return (
    <View style={styles.question} wrap={shown.kind === 'html'}>
      <Text style={styles.text} minPresenceAhead={24}>
        <Text style={styles.number}>{questionNumber(q.ordinal)} </Text>
        {q.text}
      </Text>
      <View style={styles.body}>
        <Answer shown={shown} />
        <KnockoutLabel capRisk={q.capRisk} />
      </View>
    </View>
  );
}

function StepBlock({ section, step, userNames }: { section: string; step: ReportStep; userNames: ReadonlyMap<string, string> }) {
  const [first, ...rest] = step.questions;
  const head = (
    <View>
      <View style={styles.stepHead}>
        <Text style={styles.stepTitle}>
          {section} › {step.title}
        </Text>
        <RiskChip risk={step.risk} />
      </View>
      <CapNotice level={step} />
    </View>
  );
  return (
    <View>
      <KeepWithNext
        head={head}
        first={first ? <Question q={first} userNames={userNames} /> : null}
        firstMayBeLong={first?.answerType === 'LONG_TEXT'}
      />
      {rest.map((q) => (
        <Question key={q.id} q={q} userNames={userNames} />
      ))}
    </View>
  );
}

/** The answered questions of one section's steps (the scored report only; each section opens a page). */
export function SectionAnswers({ section, userNames }: { section: ReportSection; userNames: ReadonlyMap<string, string> }) {
  return (
    <View>
      <Text style={page.h1} minPresenceAhead={KEEP_WITH_NEXT}>
        Answers: {section.name} · {riskText(section.risk).toUpperCase()}
      </Text>
      {section.children.map((step) => (
        <StepBlock key={step.id} section={section.name} step={step} userNames={userNames} />
      ))}
    </View>
  );
}
