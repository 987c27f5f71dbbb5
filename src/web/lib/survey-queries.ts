import { queryOptions } from '@tanstack/react-query';
import { getSurvey } from './survey-api.ts';

export const surveyQueryKeys = {
  all: ['surveys'] as const,
  detail: (id: string) => ['surveys', 'detail', id] as const,
};

export function surveyDetailQuery(id: string) {
  // The editor owns the document once open: never refetch it underneath the author's edits.
  return queryOptions({
    queryKey: surveyQueryKeys.detail(id),
    queryFn: () => getSurvey(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
