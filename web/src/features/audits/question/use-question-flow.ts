import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screenMessages } from '@aquarisk/contract/messages';
import type { QuestionContext, QuestionRef, TocSection } from '@aquarisk/contract/schemas/question-flow.schema';
import { NetworkError } from '../../../lib/api-errors.ts';
import { notifyError } from '../../../lib/alerts.ts';
import { handleApiError, type ErrorContext } from '../../../lib/error-handler.ts';
import { newClientId } from '../../../lib/offline/client-id.ts';
import { carriedOfStep, localContext, localToc } from '../../../lib/offline/local-flow.ts';
import { answerOnDevice, confirmStepOnDevice, jumpOnDevice, keepOnDevice, LocalRefusal } from '../../../lib/offline/offline-answers.ts';
import { useSyncStatus } from '../../../lib/offline/sync-status.ts';
import type { OfflineAudit } from '../../../lib/offline/use-offline-audit.ts';
import { useConfirmStep, type StepRef } from '../api/confirm-step.api.ts';
import { useCurrentQuestionQuery } from '../api/current-question.api.ts';
import { useJumpToQuestion } from '../api/jump-to-question.api.ts';
import { type AnswerInput, saveAnswer, showNextQuestion } from '../api/save-answer.api.ts';
import { useSurveySectionsQuery } from '../api/survey-sections.api.ts';

export interface FlowQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface FlowAction<I> {
  isPending: boolean;
  mutate: (input: I) => void;
}

const saveContext: ErrorContext = { message: screenMessages.saveAnswer, object: 'answer', operation: 'saved' };

function showFailure(error: unknown, ctx: ErrorContext) {
  if (error instanceof LocalRefusal) notifyError(error.message);
  else handleApiError(error, ctx);
}

/**
 * The question flow from the server, or on the device (issue 27 item 2): on the device while offline, while answers
 * given there wait to be synced, and after a save lost to a dropped link (that answer is queued with the id it was
 * sent with, so the server writes it once even if the first request did arrive). The screen is the same either way.
 */
export function useQuestionFlow(surveyExtId: string, offline: OfflineAudit) {
  const client = useQueryClient();
  const { online } = useSyncStatus();
  const [dropped, setDropped] = useState(false);
  const { stored, audit, queued } = offline;
  const onDevice = audit !== null && stored !== null && (!online || queued.length > 0 || dropped);
  useEffect(() => {
    if (online && offline.ready && queued.length === 0) setDropped(false);
  }, [online, offline.ready, queued.length]);

  const keep = (saved: ReadonlyMap<number, string>, next: QuestionContext) => {
    if (stored) void keepOnDevice(stored.userExtId, surveyExtId, saved, next.status === 'FINISH' ? null : next.question.id);
  };
  // Offline, the server is not asked until the device's copy has been read (it may answer for the server).
  const ask = !onDevice && (online || offline.ready);
  const current = useCurrentQuestionQuery(surveyExtId, ask);
  const sections = useSurveySectionsQuery(surveyExtId, ask);
  const serverJump = useJumpToQuestion(surveyExtId);
  const serverConfirm = useConfirmStep(surveyExtId);

  const save = useMutation({
    mutationFn: async (input: AnswerInput): Promise<QuestionContext | null> => {
      const clientId = newClientId();
      if (onDevice) {
        await answerOnDevice(stored, audit, input.questionId, input.answerValue, clientId);
        return null;
      }
      try {
        return await saveAnswer(surveyExtId, { ...input, clientId });
      } catch (error) {
        if (!(error instanceof NetworkError) || !stored || !audit) throw error;
        await answerOnDevice(stored, audit, input.questionId, input.answerValue, clientId);
        setDropped(true);
        return null;
      }
    },
    onSuccess: (next, input) => {
      if (!next) return;
      showNextQuestion(client, surveyExtId, next);
      keep(new Map([[input.questionId, input.answerValue]]), next);
    },
    onError: (error) => showFailure(error, saveContext),
  });
  const localJump = useMutation({
    mutationFn: (ref: QuestionRef) => jumpOnDevice(stored!, ref.questionId),
  });
  const localConfirm = useMutation({
    mutationFn: (step: StepRef) => confirmStepOnDevice(stored!, audit!, step.sectionId, step.stepId),
    onError: (error) => showFailure(error, { message: screenMessages.confirmStep, object: 'answers', operation: 'saved' }),
  });

  if (!onDevice) {
    const jump: FlowAction<QuestionRef> = {
      isPending: serverJump.isPending,
      mutate: (ref) => serverJump.mutate(ref, { onSuccess: (next) => keep(new Map(), next) }),
    };
    const confirmStep: FlowAction<StepRef> = {
      isPending: serverConfirm.isPending,
      mutate: (step) => {
        const confirmed = audit ? carriedOfStep(audit, step.sectionId, step.stepId) : [];
        const saved = new Map(confirmed.map((e) => [e.question.id, audit!.answers.get(e.question.id)!]));
        serverConfirm.mutate(step, { onSuccess: (next) => keep(saved, next) });
      },
    };
    return {
      onDevice,
      current: current as FlowQuery<QuestionContext>,
      sections: sections as FlowQuery<TocSection[]>,
      save,
      jump,
      confirmStep,
    };
  }
  const here: FlowQuery<QuestionContext> = {
    data: localContext(audit, stored.cursor),
    isPending: false,
    isError: false,
    error: null,
    refetch: () => undefined,
  };
  const toc: FlowQuery<TocSection[]> = { ...here, data: localToc(audit) };
  return {
    onDevice,
    current: here,
    sections: toc,
    save,
    jump: localJump as FlowAction<QuestionRef>,
    confirmStep: localConfirm as FlowAction<StepRef>,
  };
}
