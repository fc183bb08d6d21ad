import { Select, SimpleGrid } from '@mantine/core';
import { ORDINAL_STEP } from '@aquarisk/contract/constants';
import type { QuestionRef, TocSection } from '@aquarisk/contract/schemas/question-flow.schema';
import { firstInSection, firstInStep } from './toc.ts';

export interface QuestionNavigatorProps {
  sections: TocSection[];
  /** where the user is; null once the audit is complete */
  current: QuestionRef | null;
  onJump: (ref: QuestionRef) => void;
  disabled: boolean;
}

/**
 * Section, step and question dropdowns (docs/requirements.md#core-2). Questions are numbered as ordinal / 10; a question that does not
 * apply with the current answers, and a step or section without one, cannot be chosen.
 */
export function QuestionNavigator({ sections, current, onJump, disabled }: QuestionNavigatorProps) {
  const section = sections.find((s) => s.id === current?.sectionId) ?? null;
  const step = section?.steps.find((st) => st.id === current?.stepId) ?? null;
  const jump = (ref: QuestionRef | null) => {
    if (ref) onJump(ref);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Section"
        placeholder="Choose a section"
        data={sections.map((s) => ({ value: String(s.id), label: s.name, disabled: !firstInSection(s) }))}
        value={section ? String(section.id) : null}
        onChange={(v) => jump(firstInSection(sections.find((s) => String(s.id) === v)!))}
        allowDeselect={false}
        disabled={disabled}
      />
      <Select
        label="Step"
        placeholder={section ? 'Choose a step' : 'Choose a section first'}
        data={(section?.steps ?? []).map((st) => ({
          value: String(st.id),
          label: `${st.name} · ${st.title}`,
          disabled: !firstInStep(section!, st),
        }))}
        value={step ? String(step.id) : null}
        onChange={(v) =>
          section &&
          jump(
            firstInStep(
              section,
              section.steps.find((st) => String(st.id) === v)!,
            ),
          )
        }
        allowDeselect={false}
        disabled={disabled || !section}
      />
      <Select
        label="Question"
        placeholder={step ? 'Choose a question' : 'Choose a step first'}
        data={(step?.questions ?? []).map((q) => ({
          value: String(q.id),
          // A carried answer not yet confirmed (issue 26 item 1) is marked apart from the answered ones.
          label: `${q.ordinal / ORDINAL_STEP}. ${q.text}${q.carried ? ' (carried)' : q.answered ? ' ✓' : ''}`,
          disabled: !q.included,
        }))}
        value={current && step ? String(current.questionId) : null}
        onChange={(v) => section && step && v && jump({ sectionId: section.id, stepId: step.id, questionId: Number(v) })}
        allowDeselect={false}
        disabled={disabled || !step}
        comboboxProps={{ width: 'target', position: 'bottom-end' }}
        maxDropdownHeight={320}
      />
    </SimpleGrid>
  );
}
