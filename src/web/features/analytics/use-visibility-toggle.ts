import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import type { SurveyReport } from '#shared/report/report-types.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { setSurveyPublic } from '../../lib/survey-api.ts';
import { analyticsKeys, surveyQueryKeys } from '../../lib/query-keys.ts';

/**
 * Flips the survey's public flag (spec respondent §4 "Survey visibility"): the report in the cache
 * changes at once and goes back if the server refuses. Failure is logged and told in a toast.
 */
export function useVisibilityToggle(cacheId: string, surveyId: string, version: VersionFilter = 'all') {
  const queryClient = useQueryClient();
  const key = analyticsKeys.report(cacheId, version);

  return useMutation({
    mutationFn: (isPublic: boolean) => setSurveyPublic(surveyId, isPublic),
    onMutate: async (isPublic: boolean) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<SurveyReport | null>(key);
      queryClient.setQueryData<SurveyReport | null>(key, (report) =>
        report ? { ...report, survey: { ...report.survey, is_public: isPublic } } : report,
      );
      return { previous };
    },
    onError: (error, _isPublic, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      console.error('Failed to update the share link', error);
      toast.error(`Could not update the share link: ${error.message}`);
    },
    onSuccess: (record) => {
      queryClient.setQueryData<SurveyReport | null>(key, (report) =>
        report && record && typeof record.is_public === 'boolean'
          ? {
              ...report,
              survey: {
                ...report.survey,
                is_public: record.is_public,
                status: record.status ?? report.survey.status,
              },
            }
          : report,
      );
      // The dashboard's cards show the same flag, and so do the reports for the other version filters.
      void queryClient.invalidateQueries({ queryKey: surveyQueryKeys.all });
      void queryClient.invalidateQueries({
        queryKey: analyticsKeys.survey(cacheId),
        predicate: (query) => query.queryKey[2] !== version,
      });
    },
  });
}
