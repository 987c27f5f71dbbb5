import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import type { SurveyListRow } from '#shared/report/report-types.ts';
import { ApiError } from '../../lib/api-error.ts';
import { deleteSurvey, setSurveyPublic } from '../../lib/survey-api.ts';
import { surveyListKeys, surveyQueryKeys } from '../../lib/query-keys.ts';
import {
  patchSurveyInCaches,
  removeSurveyFromLists,
  reportKeys,
  restoreSurveyRows,
} from './survey-list-cache.ts';

/** What the share modal and the delete flow need to know about a survey. */
export type SurveyRef = Pick<SurveyListRow, 'id' | 'share_id'>;

/**
 * Public / private toggle (spec owner-side §4 "Survey visibility"): the lists, the editor's copy and
 * the reports flip at once, and flip back with "Failed to update survey status" if the server refuses.
 */
export function useSurveyVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survey, isPublic }: { survey: SurveyRef; isPublic: boolean }) =>
      setSurveyPublic(survey.id, isPublic),
    onMutate: async ({ survey, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: surveyListKeys.all });
      patchSurveyInCaches(queryClient, survey, { is_public: isPublic });
    },
    onError: (error, { survey, isPublic }) => {
      console.error('Updating the survey visibility failed', error);
      patchSurveyInCaches(queryClient, survey, { is_public: !isPublic });
      toast.error('Failed to update survey status');
    },
    onSuccess: (record, { survey, isPublic }) => {
      const nowPublic = typeof record?.is_public === 'boolean' ? record.is_public : isPublic;
      patchSurveyInCaches(queryClient, survey, { is_public: nowPublic });
      toast.success(nowPublic ? 'Survey published successfully' : 'Survey unpublished successfully');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyListKeys.all }),
  });
}

/**
 * Delete (spec owner-side §4 "Delete survey"): the card leaves the list at once and comes back if
 * the server refuses; afterwards the lists are refetched and the survey's cached data dropped.
 */
export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (survey: SurveyRef) => {
      try {
        await deleteSurvey(survey.id);
      } catch (error) {
        // Already gone (a retry after a lost response, another tab): that is what was asked for.
        if (error instanceof ApiError && error.status === 404) return;
        throw error;
      }
    },
    onMutate: async (survey) => {
      await queryClient.cancelQueries({ queryKey: surveyListKeys.all });
      return { removed: removeSurveyFromLists(queryClient, survey.id) };
    },
    onError: (error, _survey, context) => {
      console.error('Deleting the survey failed', error);
      if (context) restoreSurveyRows(queryClient, context.removed);
      toast.error('Failed to delete survey');
    },
    onSuccess: (_result, survey) => {
      queryClient.removeQueries({ queryKey: surveyQueryKeys.detail(survey.id) });
      for (const key of reportKeys(survey)) queryClient.removeQueries({ queryKey: key });
      toast.success('Survey deleted successfully');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyListKeys.all }),
  });
}
