import { z } from 'zod';
import { safeRedirectUrl } from '../format/safe-url.ts';

// Distribution controls (issue 12 §5, docs/decisions/029-distribution-controls.md): when a survey
// stops taking responses, whether a browser may answer twice, and where the thank-you page leads.
// One home for the rules both sides need: the owner route validates with the schema below, the
// server and the share panel read the state with `distributionState`.

export const RESPONSE_LIMIT_MAX = 1_000_000;
export const REDIRECT_URL_MAX = 2000;
/** How long the thank-you page shows before the redirect, in milliseconds. */
export const REDIRECT_DELAY_MS = 3000;

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

export type ClosedReason = 'date' | 'quota';

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

// ---- Respondent-facing copy (server messages and the take page's cards) ----

export const CLOSED_TITLE = 'This survey is closed';
export const CLOSED_BY_QUOTA_TEXT =
  'It has received all the responses it needs, so it no longer accepts new ones. Thank you for your interest.';
export const CLOSED_BY_DATE_TEXT =
  'It stopped accepting responses at its closing time. Thank you for your interest.';
export const CLOSED_MESSAGE: Record<ClosedReason, string> = {
  quota: 'This survey is closed: it has received all the responses it needs.',
  date: 'This survey is closed: it stopped accepting responses at its closing time.',
};
export const LATE_TITLE = 'This survey closed before your answers arrived';
export const LATE_TEXT: Record<ClosedReason, string> = {
  quota:
    'It reached its response limit while you were answering, so your answers were not recorded. We’re sorry, and thank you for your time.',
  date: 'It reached its closing time while you were answering, so your answers were not recorded. We’re sorry, and thank you for your time.',
};
export const ALREADY_ANSWERED_TITLE = 'You’ve already answered this survey';
export const ALREADY_ANSWERED_TEXT =
  'This survey takes one response per browser, and we already have yours. Thank you for taking part.';
export const ALREADY_ANSWERED_MESSAGE =
  'This survey takes one response per browser, and this browser has already sent one.';
export const CONTINUE_LABEL = 'Continue';
