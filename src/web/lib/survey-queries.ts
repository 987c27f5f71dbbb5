import { queryOptions } from '@tanstack/react-query';
import { surveyQueryKeys } from './query-keys.ts';
import { getSurveyAfterSaves } from './survey-api.ts';

export function surveyDetailQuery(id: string) {
  // Every mount reads the server's current draft: a cached copy may be older than what another tab,
  // the assistant or this tab's last autosave stored. The open editor owns its document, so focus
  // and reconnect refetches (which it would ignore) are off. A save this tab still has on its way
  // (the editor was just left) is waited for, so the read includes it.
  return queryOptions({
    queryKey: surveyQueryKeys.detail(id),
    queryFn: () => getSurveyAfterSaves(id),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
