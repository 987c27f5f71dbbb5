import { z } from 'zod';
import type { DistributionSettingsInput, DistributionState } from '#shared/survey/distribution.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

// The owner's distribution controls (docs/decisions/029-distribution-controls.md).

const distributionStateSchema: z.ZodType<DistributionState> = z.object({
  closes_at: z.string().nullable(),
  closes_time_zone: z.string().nullable(),
  response_limit: z.number().int().nullable(),
  one_response_per_browser: z.boolean(),
  redirect_url: z.string().nullable(),
  response_count: z.number().int(),
  closed_reason: z.enum(['date', 'quota']).nullable(),
});

const path = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/distribution`;

export function getDistribution(surveyId: string, signal?: AbortSignal): Promise<DistributionState> {
  return apiFetch(path(surveyId), distributionStateSchema, { signal });
}

export function saveDistribution(
  surveyId: string,
  settings: DistributionSettingsInput,
): Promise<DistributionState> {
  return apiFetch(path(surveyId), distributionStateSchema, { method: 'PUT', json: settings });
}
