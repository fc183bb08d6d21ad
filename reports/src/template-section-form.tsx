import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { questionNumber } from '@aquarisk/contract/template/question-number';
import { FormField } from './form-fields.tsx';
import { KeepWithNext } from './keep-with-next.tsx';
import { page } from './page-style.ts';
import type { TemplateForm } from './template-form.ts';

type Section = TemplateForm['sections'][number];
type Question = Section['steps'][number]['questions'][number];

const styles = StyleSheet.create({
  question: { marginBottom: 10 },
  qHead: { flexDirection: 'row', marginBottom: 4 },
  number: { width: 28, color: '#5c6b7a' },
  text: { flex: 1, fontWeight: 'bold' },
  answer: { marginLeft: 28 },
  farmRow: { flexDirection: 'row', alignItems: 'flex-start', marginBottom: 4 },
  farmLabel: { width: 44, fontWeight: 'bold', color: '#0b3954', paddingTop: 2 },
});

export const byOrdinal = <T extends { ordinal: number }>(items: readonly T[]) => [...items].sort((a, b) => a.ordinal - b.ordinal);

function QuestionForm({ q, farms }: { q: Question; farms: readonly string[] }) {
  return (
    <View style={styles.question} wrap={false}>
      <View style={styles.qHead}>
        <Text style={styles.number}>{questionNumber(q.ordinal)}</Text>
        <Text style={styles.text}>{q.text}</Text>
      </View>
      <View style={styles.answer}>
        {farms.length === 0 ? (
          <FormField q={q} />
        ) : (
          farms.map((farm) => (
            <View key={farm} style={styles.farmRow}>
              <Text style={styles.farmLabel}>Farm {farm}</Text>
              <View style={{ flex: 1 }}>
                <FormField q={q} />
              </View>
            </View>
          ))
        )}
      </View>
    </View>
  );
}

/** One section of a template form: its heading, then each step's heading and questions in order. */
export function SectionForm({ section, farms }: { section: Section; farms: readonly string[] }) {
  return (
    <View>
      <Text style={page.h1}>{section.title && section.title !== section.name ? `${section.name}: ${section.title}` : section.name}</Text>
      {byOrdinal(section.steps).map((step) => {
        const [first, ...rest] = byOrdinal(step.questions);
        const head = (
          <>
            <Text style={page.h2}>{step.title}</Text>
            {step.description ? <Text style={[page.muted, { marginBottom: 6 }]}>{step.description}</Text> : null}
          </>
        );
        return (
          <View key={step.id}>
            <KeepWithNext head={head} first={first ? <QuestionForm q={first} farms={farms} /> : null} />
            {rest.map((q) => (
              <QuestionForm key={q.id} q={q} farms={farms} />
            ))}
          </View>
        );
      })}
    </View>
  );
}
