import { useId, useState } from 'react';
import { Box, Button, Group, Skeleton } from '@mantine/core';
import { screenMessages } from '@aquarisk/contract/messages';
import type { QuestionRef, TocSection } from '@aquarisk/contract/schemas/question-flow.schema';
import { ErrorState } from '../../../components/error-state.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { QuestionProgress } from './question-progress.tsx';
import classes from './question-jump-bar.module.css';

export interface QuestionJumpBarProps {
  progress: { answered: number; total: number };
  /** carried answers still waiting (issue 26 item 1) */
  carriedLeft?: number;
  sections: { data: TocSection[] | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  current: QuestionRef | null;
  onJump: (ref: QuestionRef) => void;
  disabled: boolean;
}

/**
 * Progress and the section, step and question dropdowns. On a phone the dropdowns fold behind 'Jump to question'
 * (closed again after a jump), so the question starts near the top of the screen (issue 21 item 18).
 */
export function QuestionJumpBar({ progress, carriedLeft = 0, sections, current, onJump, disabled }: QuestionJumpBarProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <QuestionProgress answered={progress.answered} total={progress.total} carriedLeft={carriedLeft} />
        </Box>
        <Button hiddenFrom="sm" size="xs" variant="default" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          Jump to question
        </Button>
      </Group>
      <div id={id} className={classes.navigator} data-open={open}>
        {sections.data ? (
          <QuestionNavigator
            sections={sections.data}
            current={current}
            onJump={(ref) => {
              setOpen(false);
              onJump(ref);
            }}
            disabled={disabled}
          />
        ) : sections.isError ? (
          <ErrorState error={sections.error} message={screenMessages.loadQuestionList} onRetry={() => void sections.refetch()} />
        ) : (
          <Skeleton height={60} radius="md" />
        )}
      </div>
    </>
  );
}
