import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { can, canScoreAudit } from '@aquarisk/contract/capabilities';
import { screenMessages } from '@aquarisk/contract/messages';
import { useSurveyFarmQuery } from '../../components/audit-frame/audit-frame-api.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuthorities } from '../../lib/use-session.ts';
import { useAuditResultsQuery, type AuditResults, type StepScore } from './api/audit-results.api.ts';
import { useScoreAudit } from '../../components/audit-frame/score-audit-api.ts';
import { CompareWith } from './components/compare-with.tsx';
import { NotScoredState } from './components/not-scored-state.tsx';
import { RiskModelPanel } from './components/risk-model-panel.tsx';
import { RiskPills } from './components/risk-pills.tsx';
import { ScoreHeader } from './components/score-header.tsx';
import { SectionGroup } from './components/section-group.tsx';
import { StepDetail, type StepSelection } from './components/step-detail.tsx';
import { bandsPresent, filterSections } from './risk-filter.ts';

/**
 * The open step lives in the address (?section=&step=), so a link can point at it and Back closes it; closing a step
 * opened here goes back instead of adding another history entry.
 */
function useStepSelection(results: AuditResults | null | undefined) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sectionId = Number(params.get('section'));
  const stepId = Number(params.get('step'));
  const step = results?.children.find((s) => s.id === sectionId)?.children.find((s) => s.id === stepId);
  const selection: StepSelection | null = step ? { sectionId, stepId, title: step.title } : null;
  const open = (section: number, s: StepScore) =>
    setParams({ section: String(section), step: String(s.id) }, { state: { stepOpenedHere: true } });
  const close = () => {
    if ((location.state as { stepOpenedHere?: boolean } | null)?.stepOpenedHere) void navigate(-1);
    else setParams({}, { replace: true });
  };
  return { selection, open, close };
}

export function ResultsView({ surveyExtId }: { surveyExtId: string }) {
  const query = useAuditResultsQuery(surveyExtId);
  const farm = useSurveyFarmQuery(surveyExtId);
  const authorities = useAuthorities();
  const score = useScoreAudit();
  const [risks, setRisks] = useState<string[]>([]);
  const { selection, open, close } = useStepSelection(query.data);
  const showScore = can(authorities, 'seeStepScore');

  if (query.isPending) return <LoadingState label="Loading the audit results…" />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="Audit results" />
        <ErrorState error={query.error} message={screenMessages.loadAuditResults} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.data === null) {
    return (
      <>
        <PageHeader title="Audit results" eyebrow={farm.data?.name} />
        <NotScoredState surveyExtId={surveyExtId} />
      </>
    );
  }
  const results = query.data;
  const bands = bandsPresent(results);
  const selected = risks.filter((r) => bands.some((b) => b.risk === r));
  const groups = filterSections(results, selected);
  // Only an admin scores a scored audit again (the server answers 409 to anyone else).
  const mayScoreAgain = canScoreAudit(authorities, true);
  return (
    <>
      <PageHeader title={results.title} eyebrow={farm.data?.name ?? 'Audit results'} />
      <Stack gap="lg">
        <ScoreHeader
          results={results}
          onScoreAgain={mayScoreAgain ? () => score.mutate(surveyExtId) : undefined}
          scoring={score.isPending}
        />
        <CompareWith surveyExtId={surveyExtId} />
        <RiskModelPanel results={results} country={farm.data?.country} />
        {bands.length > 0 ? <RiskPills bands={bands} value={selected} onChange={setRisks} /> : null}
        {groups.length === 0 ? (
          <Text c="dimmed">This audit has no scored steps.</Text>
        ) : (
          groups.map(({ section, steps }) => (
            <SectionGroup
              key={section.id}
              section={section}
              steps={steps}
              showScore={showScore}
              onOpenStep={(step) => open(section.id, step)}
            />
          ))
        )}
      </Stack>
      <StepDetail surveyExtId={surveyExtId} selection={selection} showScore={showScore} onClose={close} />
    </>
  );
}
