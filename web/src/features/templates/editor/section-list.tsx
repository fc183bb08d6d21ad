import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { nextId } from '@aquarisk/contract/template/template-rules';
import type { TemplateSection } from '@aquarisk/contract/template/template.schema';
import { countOf } from '@aquarisk/contract/plural';
import { useEditorApi, useOpenPanels, useScore } from './editor-context.ts';
import { EditorItemFrame, EditorListFrame } from './editor-list-frame.tsx';
import { StepList } from './step-list.tsx';
import { DescriptionAndFacts } from './description-and-facts.tsx';
import { TextField } from './text-field.tsx';
import classes from './template-editor.module.css';

/** The template's sections, one collapsible panel each; a panel's content exists only while it is open. */
export const SectionList = memo(function SectionList({ sections }: { sections: readonly TemplateSection[] }) {
  const { dispatch, getTemplate } = useEditorApi();
  const { setOpen } = useOpenPanels();
  const add = () => {
    const key = `section-${nextId(getTemplate(), 'section')}`;
    dispatch({ type: 'add', kind: 'section', at: {} });
    setOpen([key], [key]);
  };
  return (
    <EditorListFrame
      emptyText="No sections yet."
      keys={sections.map((s) => `section-${s.id}`)}
      variant="separated"
      itemClassName={classes.sectionItem}
      addLabel="Add section"
      onAdd={add}
      prominentAdd
    >
      {sections.map((section, i) => (
        <SectionItem key={section.id} section={section} index={i} count={sections.length} />
      ))}
    </EditorListFrame>
  );
});

interface SectionItemProps {
  section: TemplateSection;
  index: number;
  count: number;
}

const SectionItem = memo(function SectionItem({ section, index, count }: SectionItemProps) {
  const { dispatch } = useEditorApi();
  const path = `sections[${index}]`;
  const at = { s: index };
  const label = `Section ${index + 1}`;
  const children = section.steps.length;
  return (
    <EditorItemFrame
      value={`section-${section.id}`}
      title={
        <Text fw={700} c="navy.9" className={classes.title}>
          <Text span c="dimmed" fw={600} mr={6}>
            {label}
          </Text>
          {section.name || 'Unnamed section'}
        </Text>
      }
      badges={
        <Text size="xs" c="dimmed">
          {countOf(children, 'step')}
        </Text>
      }
      scoreKey={`section:${section.id}`}
      path={path}
      actions={{
        kind: 'section',
        path,
        label,
        index,
        count,
        onMove: (by) => dispatch({ type: 'move', kind: 'section', at, by }),
        onRemove: () => dispatch({ type: 'remove', kind: 'section', at }),
        confirmRemove: children ? `Remove ${section.name || label} with its ${countOf(children, 'step')} and their questions?` : null,
      }}
    >
      <Stack gap="md">
        <SectionFields section={section} index={index} />
        <StepList steps={section.steps} s={index} />
      </Stack>
    </EditorItemFrame>
  );
});

function SectionFields({ section, index }: { section: TemplateSection; index: number }) {
  const { dispatch } = useEditorApi();
  const path = `sections[${index}]`;
  const score = useScore(`section:${section.id}`);
  const set = (patch: Partial<Pick<TemplateSection, 'name' | 'title' | 'description'>>) =>
    dispatch({ type: 'editSection', at: { s: index }, patch });
  return (
    <Stack gap="sm">
      <div className={classes.twoColumns}>
        <TextField label="Section name" required path={`${path}.name`} value={section.name} onValue={(name) => set({ name: name ?? '' })} />
        <TextField label="Title" path={`${path}.title`} value={section.title} nullable onValue={(title) => set({ title })} />
      </div>
      <DescriptionAndFacts path={path} item={section} score={score} onDescription={(description) => set({ description })} />
    </Stack>
  );
}
