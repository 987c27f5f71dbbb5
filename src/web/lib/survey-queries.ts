import { queryOptions } from '@tanstack/react-query';
import { surveyQueryKeys } from './query-keys.ts';
import { getSurvey } from './survey-api.ts';

export function surveyDetailQuery(id: string) {
  // Every mount reads the server's current draft: a cached copy may be older than what another tab,
  // the assistant or this tab's last autosave stored. The open editor owns its document, so focus
  // and reconnect refetches (which it would ignore) are off.
  return queryOptions({
    queryKey: surveyQueryKeys.detail(id),
    queryFn: () => getSurvey(id),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
