import { Anchor, Box, List, Text } from '@mantine/core';
import compact from './rich-text/rich-text-compact.module.css';
import { RichTextView } from './rich-text/rich-text-view.tsx';
import type { AnswerDisplay } from '@aquarisk/contract/answers/answer-display';

/** Renders an answer already put in human form. */
export function AnswerView({ answer }: { answer: AnswerDisplay }) {
  switch (answer.kind) {
    case 'none':
      return (
        <Text size="sm" c="dimmed" fs="italic">
          Not answered
        </Text>
      );
    case 'list':
      return (
        <List size="sm" spacing={2}>
          {answer.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'link':
      return (
        <Anchor href={answer.href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {answer.text}
        </Anchor>
      );
    case 'html':
      return (
        <Box className={compact.compact}>
          <RichTextView html={answer.html} />
        </Box>
      );
    case 'text':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {answer.text}
        </Text>
      );
  }
}
