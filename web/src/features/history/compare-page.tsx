import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorStateMessages, screenMessages } from '@aquarisk/contract/messages';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api-errors.ts';
import { useAuditComparisonQuery } from './api/audit-comparison.api.ts';
import { CapsAndActions } from './components/caps-and-actions.tsx';
import { ChangedAnswers } from './components/changed-answers.tsx';
import { CompareHeadline } from './components/compare-headline.tsx';
import { QuestionChanges } from './components/question-changes.tsx';
import { SectionTable } from './components/section-table.tsx';

/** A refusal (other farms, not scored): a retry cannot change it, so it is shown in the server's words, without one. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 400 || error.status === 409);

/** /audits/{id}/compare/{otherId} (issue 26 item 4): two scored audits of one farm side by side, the older first. */
export function ComparePage() {
  const { surveyExtId = '', otherExtId = '' } = useParams();
  const query = useAuditComparisonQuery(surveyExtId, otherExtId);
  const back = (
    <Button component={Link} to={`/audit/audit-result/${encodeURIComponent(surveyExtId)}`} variant="default">
      Back to the results
    </Button>
  );
  if (query.isPending) return <LoadingState label="Comparing the audits…" />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Compare audits" />
        {isRefusal(query.error) ? (
          <ErrorState title={errorStateMessages.compareRefusedTitle} message={query.error.message} actions={back} />
        ) : (
          <ErrorState
            error={query.error}
            message={screenMessages.loadAuditComparison}
            onRetry={() => void query.refetch()}
            actions={back}
          />
        )}
      </>
    );
  }
  const comparison = query.data;
  return (
    <>
      <PageHeader
        title="Compare audits"
        eyebrow={comparison.farmName}
        description={`${comparison.older.name} against ${comparison.newer.name}`}
        actions={back}
      />
      <Stack gap="xl">
        <CompareHeadline comparison={comparison} />
        <SectionTable comparison={comparison} />
        <ChangedAnswers comparison={comparison} />
        <QuestionChanges comparison={comparison} />
        <CapsAndActions comparison={comparison} />
      </Stack>
    </>
  );
}
