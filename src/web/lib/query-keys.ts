import type { SurveySort } from '#shared/report/report-types.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';

// Every TanStack Query key in one place so invalidation can't drift from the queries. Families
// share a prefix on purpose: invalidating a prefix refreshes everything under it.

/** The signed-in user's session (better-auth). */
export const sessionKey = ['auth', 'session'] as const;

/** Whether the server has a transcription service for authors' voice input. */
export const voiceInputKey = ['voice-input'] as const;

/** A survey as the editor holds it, and every owner list of surveys under the same prefix. */
export const surveyQueryKeys = {
  all: ['surveys'] as const,
  detail: (id: string) => ['surveys', 'detail', id] as const,
};

/** The dashboard lists, all under surveyQueryKeys.all so a survey change can refresh them. */
export const surveyListKeys = {
  all: [...surveyQueryKeys.all, 'list'] as const,
  list: (search: string, sort: SurveySort) => [...surveyQueryKeys.all, 'list', { search, sort }] as const,
};

/** A survey's distribution controls (closing, limit, one per browser, redirect), under surveyQueryKeys.all. */
export const distributionKey = (surveyId: string) =>
  [...surveyQueryKeys.all, 'distribution', surveyId] as const;

/** Published versions of a survey, under surveyQueryKeys.all. */
export const versionKeys = {
  list: (surveyId: string) => [...surveyQueryKeys.all, 'versions', surveyId] as const,
  detail: (surveyId: string, version: number) =>
    [...surveyQueryKeys.all, 'versions', surveyId, version] as const,
};

// Every report key carries the version filter (issue 10 §3): "all" and each version are separate
// answers. `['reports', id]` stays their common prefix, so invalidating it refreshes every filter.
export const analyticsKeys = {
  all: ['reports'] as const,
  /** Every cached answer about one survey, opened by its share id or its id. */
  survey: (shareIdOrId: string) => ['reports', shareIdOrId] as const,
  report: (shareIdOrId: string, version: VersionFilter = 'all') => ['reports', shareIdOrId, version] as const,
  responses: (shareIdOrId: string, questionId: string, search: string, version: VersionFilter = 'all') =>
    ['reports', shareIdOrId, version, 'responses', questionId, search] as const,
  participants: (shareIdOrId: string, search: string, version: VersionFilter = 'all') =>
    ['reports', shareIdOrId, version, 'participants', search] as const,
  comparison: (shareIdOrId: string, submissionId: string, version: VersionFilter = 'all') =>
    ['reports', shareIdOrId, version, 'comparison', submissionId] as const,
  /** The live check (decision 018), outside `['reports', id]` so a refresh doesn't re-ask it. */
  freshness: (shareIdOrId: string) => ['report-freshness', shareIdOrId] as const,
};

/** Chat sessions and their messages. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  sessions: ['chat', 'sessions'] as const,
  history: (sessionId: string) => ['chat', 'history', sessionId] as const,
};

/** Link previews fetched for URL media in the editor, by URL. */
export const linkPreviewKey = (url: string) => ['link-preview', url] as const;

/** The share modal's QR code image, by link. */
export const shareQrKey = (link: string) => ['share-qr', link] as const;

/** Webhook endpoints of a survey (or, for null, the account-wide ones) and each one's delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (surveyId: string | null) => ['webhooks', 'list', surveyId ?? 'account'] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
};

/** A survey's response notification setting. */
export const notificationKey = (surveyId: string) => ['notifications', surveyId] as const;
