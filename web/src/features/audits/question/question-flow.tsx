import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { screenMessages } from '@aquarisk/contract/messages';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { offlineMessages } from '@aquarisk/contract/offline/offline-messages';
import type { OfflineAudit } from '../../../lib/offline/use-offline-audit.ts';
import { useSyncStatus } from '../../../lib/offline/sync-status.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useQuestionFlow } from './use-question-flow.ts';
import { NewActionModal } from './actions/new-action-modal.tsx';
import { AuditComplete } from './audit-complete.tsx';
import { CarriedNotice } from './carried-notice.tsx';
import { FollowedActions } from './followed-actions.tsx';
import { ResolveActionModal, type ResolvableAction } from '../../../components/actions/resolve-action-modal.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionJumpBar } from './question-jump-bar.tsx';
import { QuestionTools } from './question-tools.tsx';
import { nextRef } from './toc.ts';

/** One question at a time at the user's cursor, with progress, the dropdowns, actions and Save (docs/requirements.md#core-2). */
export function QuestionFlow({ surveyExtId, offline }: { surveyExtId: string; offline: OfflineAudit }) {
  const { current, sections, save, jump, confirmStep } = useQuestionFlow(surveyExtId, offline);
  const { online } = useSyncStatus();
  const [actionsOpen, setActionsOpen] = useState(false);
  const [reviewing, setReviewing] = useState<ResolvableAction | null>(null);

  // Offline with no copy of the audit on the device: say so rather than an error about the connection.
  if (!online && offline.ready && !offline.audit) return <EmptyState title={offlineMessages.notAvailableOffline} />;
  if (current.isError)
    return (
      <ErrorState
        error={current.error}
        message={screenMessages.loadAuditQuestion}
        onRetry={() => void current.refetch()}
        actions={
          <Button component={Link} to="/audits" variant="subtle">
            Back to audits
          </Button>
        }
      />
    );

  const ctx = current.data;
  if (current.isPending || !ctx) return <LoadingState variant="list" rows={2} label="Loading the question…" />;
  const open = ctx.status === 'FINISH' ? null : ctx;
  const here = open ? { sectionId: open.sectionId, stepId: open.stepId, questionId: open.question.id } : null;
  const next = open && sections.data ? nextRef(sections.data, open.question.id) : null;
  const busy = save.isPending || jump.isPending || confirmStep.isPending;

  return (
    <Stack gap="md">
      <QuestionJumpBar
        progress={ctx.progress}
        carriedLeft={ctx.carried.left}
        sections={sections}
        current={here}
        onJump={(ref) => jump.mutate(ref)}
        disabled={busy}
      />
      {open ? (
        <QuestionForm
          key={`${open.question.id}:${open.question.answer?.answerStr ?? ''}`}
          context={open}
          saving={save.isPending}
          moving={jump.isPending || confirmStep.isPending}
          onSave={(answerValue) => save.mutate({ questionId: open.question.id, answerValue })}
          onBack={open.previous ? () => jump.mutate(open.previous!) : null}
          onNext={next ? () => jump.mutate(next) : null}
          notice={
            <>
              <FollowedActions actions={open.followedActions} onReview={setReviewing} />
              {open.readOnly ? null : (
                <CarriedNotice
                  carried={open.question.carried === true && open.question.answer !== null}
                  fromName={ctx.carried.from?.name ?? null}
                  stepLeft={open.stepCarriedLeft}
                  busy={busy}
                  onConfirm={() => save.mutate({ questionId: open.question.id, answerValue: open.question.answer!.answerStr })}
                  onConfirmStep={() => confirmStep.mutate({ sectionId: open.sectionId, stepId: open.stepId })}
                />
              )}
            </>
          }
          tools={
            <QuestionTools surveyExtId={surveyExtId} actionCount={open.actionItems.length} onOpenActions={() => setActionsOpen(true)} />
          }
        />
      ) : (
        <AuditComplete surveyExtId={surveyExtId} scored={ctx.surveyState === 'SCORED'} />
      )}
      <ResolveActionModal action={reviewing} onClose={() => setReviewing(null)} />
      {open && (
        <NewActionModal
          surveyExtId={surveyExtId}
          questionId={open.question.id}
          actions={open.actionItems}
          opened={actionsOpen}
          onClose={() => setActionsOpen(false)}
        />
      )}
    </Stack>
  );
}
