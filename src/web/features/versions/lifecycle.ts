import type { SurveyLifecycleState } from '#shared/survey/survey-versions.ts';

// What the dashboard card and the editor header say about a survey (issue 10 §4). Private surveys
// read DRAFT whatever was published, as before versions (spec owner §4: DRAFT is is_public false):
// respondents can't reach them either way.

export type LifecycleBadgeKind = 'draft' | 'live' | 'live_with_changes';

export const LIFECYCLE_LABELS: Record<LifecycleBadgeKind, { text: string; detail?: string; spoken: string }> =
  {
    draft: { text: 'DRAFT', spoken: 'Draft' },
    live: { text: 'LIVE', spoken: 'Live' },
    live_with_changes: {
      text: 'LIVE',
      detail: 'Unpublished changes',
      spoken: 'Live, with unpublished changes',
    },
  };

export function lifecycleBadgeKind(survey: {
  is_public: boolean;
  state?: SurveyLifecycleState;
  published_version?: number;
}): LifecycleBadgeKind {
  if (!survey.is_public) return 'draft';
  const state = survey.state ?? ((survey.published_version ?? 1) > 0 ? 'live' : 'draft');
  // Public but never published cannot be answered: it is still a draft to the author.
  return state === 'draft' ? 'draft' : state;
}
