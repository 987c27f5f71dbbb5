import { z } from 'zod';
import { safeRedirectUrl } from '../format/safe-url.ts';
import type { ClosedReason } from './distribution-copy.ts';

// The respondent's copy lives apart, without zod, so the respondent page's bundle carries no zod.
export * from './distribution-copy.ts';

// Distribution controls (issue 12 §5, docs/decisions/029-distribution-controls.md): when a survey
// stops taking responses, whether a browser may answer twice, and where the thank-you page leads.
// One home for the rules both sides need: the owner route validates with the schema below, the
// server and the share panel read the state with `distributionState`.

export const RESPONSE_LIMIT_MAX = 1_000_000;
export const REDIRECT_URL_MAX = 2000;

export const REDIRECT_URL_INVALID =
  'The redirect address must be a full web address starting with http:// or https://.';
export const CLOSES_AT_INVALID = 'The closing date must be a valid date and time.';
export const TIME_ZONE_INVALID = 'The time zone must be an IANA name such as Europe/Paris.';
export const RESPONSE_LIMIT_INVALID = `The response limit must be a whole number from 1 to ${RESPONSE_LIMIT_MAX.toLocaleString('en-US')}.`;

/** Whether `zone` is a time zone this runtime knows (IANA name). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The settings as the owner sends them (PUT /api/surveys/:id/distribution). */
export const distributionSettingsSchema = z.object({
  /** ISO instant (stored UTC); null: no closing date. */
  closes_at: z.iso.datetime({ offset: true, message: CLOSES_AT_INVALID }).nullable(),
  /** The author's IANA zone, used to show the closing time as they meant it. */
  closes_time_zone: z
    .string()
    .refine(isKnownTimeZone, { message: TIME_ZONE_INVALID })
    .nullable()
    .default(null),
  response_limit: z
    .number({ message: RESPONSE_LIMIT_INVALID })
    .int({ message: RESPONSE_LIMIT_INVALID })
    .min(1, { message: RESPONSE_LIMIT_INVALID })
    .max(RESPONSE_LIMIT_MAX, { message: RESPONSE_LIMIT_INVALID })
    .nullable(),
  one_response_per_browser: z.boolean(),
  redirect_url: z
    .string()
    .max(REDIRECT_URL_MAX, { message: REDIRECT_URL_INVALID })
    .nullable()
    .transform((value, context) => {
      if (value === null || value.trim() === '') return null;
      const safe = safeRedirectUrl(value);
      if (safe === null) {
        context.addIssue({ code: 'custom', message: REDIRECT_URL_INVALID });
        return z.NEVER;
      }
      return safe;
    }),
});
export type DistributionSettingsInput = z.input<typeof distributionSettingsSchema>;
export type DistributionSettings = z.output<typeof distributionSettingsSchema>;

/** What the owner sees: the settings, the count and whether the survey is closed now. */
export interface DistributionState extends DistributionSettings {
  response_count: number;
  /** Null while open. */
  closed_reason: ClosedReason | null;
}

/** Why new responses are refused at `now`, or null while the survey is open. */
export function closedReason(
  settings: { closes_at: string | null; response_limit: number | null },
  responseCount: number,
  now: Date,
): ClosedReason | null {
  if (settings.closes_at !== null && Date.parse(settings.closes_at) <= now.getTime()) return 'date';
  if (settings.response_limit !== null && responseCount >= settings.response_limit) return 'quota';
  return null;
}

/** "1 Dec, 17:00" in `timeZone` (the author's), or in the reader's zone when it is unknown. */
export function formatClosingTime(iso: string, timeZone: string | null, withYear = false): string {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : undefined;
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: zone,
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);
  return `${day}, ${time}`;
}

/**
 * The short status line(s) for the owner's dashboard card and analytics header: "Closed",
 * "Closes 1 Dec, 17:00", "37 of 100 responses". Empty when no control limits the survey.
 */
export function distributionSummary(
  state: Pick<DistributionState, 'closes_at' | 'closes_time_zone' | 'response_limit'> & {
    response_count: number;
  },
  now: Date,
): { closed: boolean; parts: string[] } {
  const reason = closedReason(state, state.response_count, now);
  const parts: string[] = [];
  if (reason === 'date' && state.closes_at)
    parts.push(`Closed ${formatClosingTime(state.closes_at, state.closes_time_zone)}`);
  else if (reason === 'quota') parts.push('Closed');
  else if (state.closes_at)
    parts.push(`Closes ${formatClosingTime(state.closes_at, state.closes_time_zone)}`);
  if (state.response_limit !== null)
    parts.push(
      `${state.response_count.toLocaleString('en-US')} of ${state.response_limit.toLocaleString('en-US')} responses`,
    );
  return { closed: reason !== null, parts };
}
