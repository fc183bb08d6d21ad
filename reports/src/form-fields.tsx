import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { answerUnitLabels, type AnswerType, type AnswerUnit } from '@aquarisk/contract/answer-types';

/** Blank answer fields for a printed template form, one kind per answer type. */
const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  choice: { flexDirection: 'row', alignItems: 'center', marginRight: 14, marginBottom: 4 },
  box: { width: 9, height: 9, borderWidth: 0.75, borderColor: '#1b2733', marginRight: 4 },
  round: { width: 9, height: 9, borderWidth: 0.75, borderColor: '#1b2733', borderRadius: 4.5, marginRight: 4 },
  line: { borderBottomWidth: 0.75, borderBottomColor: '#8a98a6', height: 16, flex: 1 },
  numberBox: { width: 90, height: 16, borderWidth: 0.75, borderColor: '#8a98a6', marginRight: 4 },
  cell: { width: 16, height: 16, borderWidth: 0.75, borderColor: '#8a98a6', marginRight: 1 },
  gap: { marginHorizontal: 4, color: '#5c6b7a' },
});

export interface FormQuestion {
  answerType: AnswerType;
  answerUnits?: AnswerUnit | null | undefined;
  answerOptions: readonly { ordinal: number; text: string }[];
}

function Choice({ text, round }: { text: string; round?: boolean }) {
  return (
    <View style={styles.choice} wrap={false}>
      <View style={round ? styles.round : styles.box} />
      <Text>{text}</Text>
    </View>
  );
}

const Lines = ({ count }: { count: number }) => (
  <View>
    {Array.from({ length: count }, (_, i) => (
      <View key={i} style={[styles.row, { marginBottom: 2 }]}>
        <View style={styles.line} />
      </View>
    ))}
  </View>
);

function NumberBox({ units }: { units: AnswerUnit | null | undefined }) {
  return (
    <View style={styles.row}>
      <View style={styles.numberBox} />
      <Text>{units ? answerUnitLabels[units] : ''}</Text>
    </View>
  );
}

const Cells = ({ n }: { n: number }) => (
  <>
    {Array.from({ length: n }, (_, i) => (
      <View key={i} style={styles.cell} />
    ))}
  </>
);

function DateBoxes({ withTime }: { withTime: boolean }) {
  return (
    <View style={styles.row}>
      <Cells n={2} />
      <Text style={styles.gap}>/</Text>
      <Cells n={2} />
      <Text style={styles.gap}>/</Text>
      <Cells n={4} />
      <Text style={[styles.gap, { fontSize: 7 }]}>{withTime ? 'DD / MM / YYYY   hh : mm' : 'DD / MM / YYYY'}</Text>
      {withTime ? (
        <>
          <Cells n={2} />
          <Text style={styles.gap}>:</Text>
          <Cells n={2} />
        </>
      ) : null}
    </View>
  );
}

/** The blank field of one question: boxes to tick, lines to write on, or boxes for numbers and dates. */
export function FormField({ q }: { q: FormQuestion }) {
  switch (q.answerType) {
    case 'YES_NO':
      return (
        <View style={styles.row}>
          <Choice text="Yes" />
          <Choice text="No" />
        </View>
      );
    case 'SINGLE_SELECT':
      return (
        <View style={styles.row}>
          {q.answerOptions.map((o) => (
            <Choice key={o.ordinal} text={o.text} round />
          ))}
        </View>
      );
    case 'MULTI_SELECT':
      return (
        <View style={styles.row}>
          <Choice text="Select All" />
          {q.answerOptions.map((o) => (
            <Choice key={o.ordinal} text={o.text} />
          ))}
        </View>
      );
    case 'LONG_TEXT':
      return <Lines count={4} />;
    case 'INTEGER':
    case 'FLOAT':
      return <NumberBox units={q.answerUnits} />;
    case 'INTEGER_RANGE':
    case 'FLOAT_RANGE':
      return (
        <View style={styles.row}>
          <Text style={styles.gap}>from</Text>
          <NumberBox units={q.answerUnits} />
          <Text style={styles.gap}>to</Text>
          <NumberBox units={q.answerUnits} />
        </View>
      );
    case 'DATE':
      return <DateBoxes withTime={false} />;
    case 'DATE_TIME':
      return <DateBoxes withTime />;
    case 'SHORT_TEXT':
    case 'URL':
    case 'USER':
      return <Lines count={1} />;
  }
}
