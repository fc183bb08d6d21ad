import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@aquarisk/contract/capabilities';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSurveyQuery } from '../../../components/audit-frame/audit-frame-api.ts';
import { useAuthorities } from '../../../lib/use-session.ts';
import { useScoreAudit } from '../../../components/audit-frame/score-audit-api.ts';

/** An audit without results: admins and auditors score a complete audit here; otherwise it says what is missing. */
export function NotScoredState({ surveyExtId }: { surveyExtId: string }) {
  const survey = useSurveyQuery(surveyExtId);
  const authorities = useAuthorities();
  const score = useScoreAudit();
  const complete = survey.data?.isSurveyComplete ?? false;
  const mayScore = can(authorities, 'scoreAudit') && complete;
  return (
    <EmptyState
      title="This audit has not been scored yet"
      description={
        complete
          ? 'Every question is answered. Results appear here once the audit is scored.'
          : 'Results appear here once every question is answered and the audit is scored.'
      }
      actions={
        <>
          {mayScore ? (
            <Button onClick={() => score.mutate(surveyExtId)} loading={score.isPending}>
              Score audit
            </Button>
          ) : null}
          <Button component={Link} to={`/audit/view-audit/${surveyExtId}`} variant="light">
            Open the audit
          </Button>
        </>
      }
    />
  );
}
