import { Alert, Text } from '@mantine/core';
import type { AnswerType } from '@aquarisk/contract/answer-types';
import { brokenLimitHeading, limitsBrokenBy, type QuestionLimit } from '@aquarisk/contract/scoring/question-limits';

/**
 * The farm's own limits on the question (issue 37 item 6), as its rule packs set them, and a flag as soon as the value
 * typed breaks one ("Legal limit exceeded"): the answer is still saved (it is the truth), the auditor just knows it
 * will cap the band. The same comparison as the scoring, so the flag and the result agree; offline too, since the
 * limits come with the question in the offline copy.
 */
export function QuestionLimits({ limits, answerType, value }: { limits: readonly QuestionLimit[]; answerType: AnswerType; value: string }) {
  if (limits.length === 0) return null;
  const broken = limitsBrokenBy(limits, answerType, value);
  return (
    <>
      {limits.map((l, i) => (
        <Text key={i} size="xs" c="dimmed" data-testid="question-limit">
          {l.kind === 'LEGAL' ? 'Legal limit for this farm' : 'Standard for this farm'}: {l.text}
          {/* The source is long; a phone keeps Save on the first screen without it (the hint above names it). */}
          <Text span inherit visibleFrom="sm">
            {' '}
            ({l.source})
          </Text>
        </Text>
      ))}
      {broken.map((l, i) => (
        <Alert
          key={i}
          color={l.kind === 'LEGAL' ? 'red' : 'orange'}
          variant="light"
          role="status"
          title={brokenLimitHeading(l)}
          data-testid="limit-broken"
        >
          This answer breaks the limit: {l.text}. It caps the band when the audit is scored.
        </Alert>
      ))}
    </>
  );
}
