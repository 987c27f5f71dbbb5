import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { findPublishProblems, type PublishProblem } from '#shared/survey/publish-checks.ts';
import { diffSurvey, type SurveyDiff } from '#shared/survey/survey-diff.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { lifecycleBadgeKind, type LifecycleBadgeKind } from './lifecycle.ts';
import {
  discardChanges,
  publishDraft,
  refreshAfterVersionChange,
  restoreVersion,
  versionQuery,
  versionsQuery,
} from './api/versions-api.ts';

export const WAIT_FOR_SAVE_ALERT = 'Please wait for your changes to be saved before publishing.';
export const STALE_COPY_MESSAGE =
  'This survey changed in another tab or window. Reload the editor to see the newest draft, then try again.';

/** What the editor gives the version controls: its document and the autosave's levers. */
export interface VersionWorkflowInput {
  surveyId: string;
  /** The survey as the editor loaded it. */
  record: SurveyRecord;
  /** The draft as edited now. */
  document: SurveyDocument;
  /** The draft_version the editor's copy is based on (sent so a stale copy is refused). */
  draftVersion: number;
  /** Unsaved edits or a save in flight: publishing now would publish an older draft. */
  waitingForSave: boolean;
  flush: () => Promise<void>;
  adopt: (record: SurveyRecord) => void;
}

/**
 * Live vs draft in the editor (issue 10 §4, §6, §8): which version respondents see, what the draft
 * changes since then, publishing (with the refused publish's problem list), discarding the draft's
 * changes and restoring an older version. One hook so the header, the strip below it and the
 * dialogs agree.
 */
export function useVersionWorkflow(input: VersionWorkflowInput) {
  const { surveyId, record, document, draftVersion, waitingForSave, flush, adopt } = input;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPublic, setIsPublic] = useState(record.is_public);
  /** Set by a refused publish; from then on the list follows the document as the author fixes it. */
  const [showProblems, setShowProblems] = useState(false);
  const [dialog, setDialog] = useState<'publish' | 'history' | 'discard' | null>(null);

  const versions = useQuery({
    ...versionsQuery(surveyId),
    enabled: record.published_version > 0 || isPublic,
  });
  const liveVersion = versions.data?.live_version ?? record.published_version;
  const live = useQuery({ ...versionQuery(surveyId, liveVersion), enabled: liveVersion > 0 });
  const diff: SurveyDiff | null = useMemo(
    () => (live.data ? diffSurvey(live.data.document, document) : null),
    [live.data, document],
  );
  const isPublished = liveVersion > 0;
  const hasChanges = diff ? diff.hasChanges : record.state === 'live_with_changes';
  const state = !isPublished ? 'draft' : hasChanges ? 'live_with_changes' : 'live';
  const badge: LifecycleBadgeKind = lifecycleBadgeKind({ is_public: isPublic, state });
  const responseCount = versions.data?.items.reduce((sum, item) => sum + item.response_count, 0) ?? 0;
  const problems: PublishProblem[] = useMemo(
    () => (showProblems ? findPublishProblems(document) : []),
    [showProblems, document],
  );

  const afterChange = useCallback(
    () => refreshAfterVersionChange(queryClient, surveyId),
    [queryClient, surveyId],
  );

  const publish = useMutation({
    mutationFn: () => publishDraft(surveyId),
    // Retrying hides a real failure for seconds; publishing twice is harmless anyway.
    retry: false,
    onSuccess: async (outcome) => {
      if (!outcome.ok) {
        setDialog(null);
        // The problem list below the header says it (as an alert) with each problem; no toast on top.
        setShowProblems(true);
        return;
      }
      setShowProblems(false);
      setDialog(null);
      setIsPublic(true);
      await afterChange();
      if (!isPublished) {
        // Spec owner §4: the first launch takes the author to the results.
        void navigate(`/analytics/${encodeURIComponent(outcome.shareId)}`);
        return;
      }
      toast.success(
        outcome.unchanged
          ? `Version ${outcome.version} is still live. The draft had no changes to publish.`
          : `Version ${outcome.version} is live. Respondents now see your changes.`,
      );
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : 'Failed to publish survey'),
  });

  const replaceDraft = useMutation({
    mutationFn: async (target: { kind: 'discard' } | { kind: 'restore'; version: number }) => {
      // Pending edits first, so the server compares against the copy the author is looking at.
      await flush();
      return target.kind === 'discard'
        ? discardChanges(surveyId, draftVersion)
        : restoreVersion(surveyId, target.version, draftVersion);
    },
    retry: false,
    onSuccess: async (next, target) => {
      adopt(next);
      setDialog(null);
      await afterChange();
      toast.success(
        target.kind === 'discard'
          ? `Changes discarded. The draft matches version ${liveVersion} again.`
          : `Version ${target.version} restored into the draft. Publish it to make it live.`,
      );
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409
          ? STALE_COPY_MESSAGE
          : error instanceof Error
            ? error.message
            : 'Something went wrong',
      ),
  });

  /** The header's button: the first launch publishes at once; later ones show the changes first. */
  const requestPublish = () => {
    if (publish.isPending) return;
    if (waitingForSave) {
      toast.warning(WAIT_FOR_SAVE_ALERT);
      return;
    }
    if (isPublished) setDialog('publish');
    else publish.mutate();
  };

  return {
    surveyId,
    badge,
    isPublished,
    liveVersion,
    liveDocument: live.data?.document ?? null,
    diff,
    hasChanges,
    responseCount,
    versions,
    problems,
    showProblems,
    hideProblems: () => setShowProblems(false),
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    waitingForSave,
    publish,
    requestPublish,
    confirmPublish: () => publish.mutate(),
    discard: () => replaceDraft.mutate({ kind: 'discard' }),
    restore: (version: number) => replaceDraft.mutate({ kind: 'restore', version }),
    isReplacing: replaceDraft.isPending,
  };
}

export type VersionWorkflow = ReturnType<typeof useVersionWorkflow>;
