import { canAdvance } from '#shared/take/answer-rules.ts';
import type { AnswerDraft, SubmissionPayload, TakePlan } from '#shared/take/take-types.ts';
import { newUuid } from './uuid.ts';
import { forgetKey, storeJson } from './stored-json.ts';

/** Everything a respondent has done so far; kept in localStorage so a reload loses nothing. */
export interface TakeProgress {
  stepIndex: number;
  name: string;
  email: string;
  /** Answers keyed by answer key: the question id, or "questionId@variantId" when asked per variant. */
  answers: Record<string, AnswerDraft>;
  /** Uploaded voice comment id per answer key. */
  voiceCommentIds: Record<string, string>;
  /** Variants that were on the respondent's screen (concept tests: exposure, "view every variant"). */
  viewedVariantIds?: string[];
  /**
   * One key for every submission attempt of this response (Idempotency-Key). Minted with the
   * progress and never replaced: answers that may already be stored always go out under it.
   */
  idempotencyKey: string;
  startedAt: string;
  /**
   * The payload as sent when the respondent pressed Submit, kept until the server answers for good.
   * While it is set the answers are frozen and the page keeps sending exactly this (decision 009).
   */
  sentPayload?: SubmissionPayload;
  /** Hidden fields read from the share link (issue 12): kept so a reload without the query keeps them. */
  hiddenFields?: Record<string, string>;
}

/**
 * The plan the respondent walks: a fixed plan, or one that follows the survey's logic and so
 * depends on the progress (planOnPath in take-steps.ts).
 */
export type PlanFor = TakePlan | ((progress: TakeProgress) => TakePlan);

function resolvePlan(plan: PlanFor, progress: TakeProgress): TakePlan {
  return typeof plan === 'function' ? plan(progress) : plan;
}

const KEY_PREFIX = 'pollen:take:';

/** `pollen:take:{shareId}:{published_version}`: a new published version starts afresh. */
export function progressStorageKey(shareId: string, publishedVersion: number): string {
  return `${KEY_PREFIX}${shareId}:${publishedVersion}`;
}

export function freshProgress(now: Date = new Date(), uuid: () => string = newUuid): TakeProgress {
  return {
    stepIndex: 0,
    name: '',
    email: '',
    answers: {},
    voiceCommentIds: {},
    idempotencyKey: uuid(),
    startedAt: now.toISOString(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function readDraft(value: unknown): AnswerDraft | null {
  if (!isRecord(value)) return null;
  const { block_id, media_item_id, text_value, numeric_value, choice_ids, other_text } = value;
  if (![block_id, media_item_id, text_value, other_text].every(optionalString)) return null;
  if (numeric_value !== undefined && (typeof numeric_value !== 'number' || !Number.isFinite(numeric_value))) {
    return null;
  }
  if (
    choice_ids !== undefined &&
    !(Array.isArray(choice_ids) && choice_ids.every((id) => typeof id === 'string'))
  ) {
    return null;
  }
  const draft: AnswerDraft = {};
  if (block_id !== undefined) draft.block_id = block_id as string;
  if (media_item_id !== undefined) draft.media_item_id = media_item_id as string;
  if (text_value !== undefined) draft.text_value = text_value as string;
  if (numeric_value !== undefined) draft.numeric_value = numeric_value;
  if (choice_ids !== undefined) draft.choice_ids = [...(choice_ids as string[])];
  if (other_text !== undefined) draft.other_text = other_text as string;
  return draft;
}

/**
 * Reads stored progress; null when missing or not of the expected shape (a corrupt entry is
 * discarded rather than half-trusted). Individual answers of the wrong shape are dropped.
 */
export function parseProgress(raw: string | null): TakeProgress | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const {
    stepIndex,
    name,
    email,
    answers,
    voiceCommentIds,
    idempotencyKey,
    startedAt,
    sentPayload,
    viewedVariantIds,
    hiddenFields,
  } = value;
  if (typeof stepIndex !== 'number' || !Number.isInteger(stepIndex) || stepIndex < 0) return null;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length < 8 || idempotencyKey.length > 100)
    return null;
  if (typeof startedAt !== 'string' || Number.isNaN(Date.parse(startedAt))) return null;
  if (!isRecord(answers) || !isRecord(voiceCommentIds)) return null;

  const cleanAnswers: Record<string, AnswerDraft> = {};
  for (const [questionId, draft] of Object.entries(answers)) {
    const read = readDraft(draft);
    if (read) cleanAnswers[questionId] = read;
  }
  const cleanVoice: Record<string, string> = {};
  for (const [questionId, id] of Object.entries(voiceCommentIds)) {
    if (typeof id === 'string' && id !== '') cleanVoice[questionId] = id;
  }
  return {
    stepIndex,
    name,
    email,
    answers: cleanAnswers,
    voiceCommentIds: cleanVoice,
    ...(Array.isArray(viewedVariantIds)
      ? { viewedVariantIds: viewedVariantIds.filter((id): id is string => typeof id === 'string') }
      : {}),
    idempotencyKey,
    startedAt,
    // Sent as it was: the server validates it and answers a stored key with its submission.
    ...(isSentPayload(sentPayload) ? { sentPayload } : {}),
    ...(isRecord(hiddenFields)
      ? {
          hiddenFields: Object.fromEntries(
            Object.entries(hiddenFields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          ),
        }
      : {}),
  };
}

function isSentPayload(value: unknown): value is SubmissionPayload {
  return isRecord(value) && Array.isArray(value.answers);
}

/**
 * The step a restored respondent may resume at: the stored one, unless an earlier step would not
 * let them past (the plan or the stored answers changed); then that earlier step.
 */
export function resumableStepIndex(planFor: PlanFor, progress: TakeProgress): number {
  const plan = resolvePlan(planFor, progress);
  const last = Math.min(progress.stepIndex, plan.steps.length - 1);
  for (let index = 0; index < last; index++) {
    const step = plan.steps[index];
    if (step && !canAdvance(step, progress)) return index;
  }
  return Math.max(0, last);
}

/** localStorage, or null where it is unavailable (disabled storage, some private modes). */
export function safeStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Restores progress for this survey version, adjusted to the plan; null when there is none. */
export function loadProgress(storage: Storage | null, key: string, plan: PlanFor): TakeProgress | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  const progress = parseProgress(raw);
  if (!progress) {
    if (raw !== null) removeProgress(storage, key);
    return null;
  }
  return { ...progress, stepIndex: resumableStepIndex(plan, progress) };
}

export function saveProgress(storage: Storage | null, key: string, progress: TakeProgress): void {
  storeJson(storage, key, progress);
}

export function removeProgress(storage: Storage | null, key: string): void {
  forgetKey(storage, key);
}

function otherVersionKeys(storage: Storage, shareId: string, currentKey: string): string[] {
  const prefix = `${KEY_PREFIX}${shareId}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && key !== currentKey && key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length))) {
      keys.push(key);
    }
  }
  return keys;
}

/**
 * The newest published version older than `latestVersion` for which this browser keeps progress
 * (a respondent who started before the survey was republished), or null. The page reloads THAT
 * version so the respondent finishes what they started; the server accepts it (issue 10 §2).
 */
export function findResumableVersion(
  storage: Storage | null,
  shareId: string,
  latestVersion: number,
): number | null {
  if (!storage) return null;
  const prefix = `${KEY_PREFIX}${shareId}:`;
  let newest: number | null = null;
  try {
    for (const key of otherVersionKeys(storage, shareId, progressStorageKey(shareId, latestVersion))) {
      const version = Number(key.slice(prefix.length));
      if (
        version >= 1 &&
        version < latestVersion &&
        parseProgress(storage.getItem(key)) &&
        (newest ?? 0) < version
      )
        newest = version;
    }
  } catch {
    // Unreadable storage: start on the live version.
  }
  return newest;
}

/**
 * Progress of an older published version whose submission was sent but not confirmed: it may be
 * stored, so it is carried over (its key, answers and sent payload) rather than started afresh.
 */
export function findUnconfirmedProgress(
  storage: Storage | null,
  shareId: string,
  currentKey: string,
  plan: PlanFor,
): TakeProgress | null {
  if (!storage) return null;
  try {
    for (const key of otherVersionKeys(storage, shareId, currentKey)) {
      const progress = parseProgress(storage.getItem(key));
      if (progress?.sentPayload)
        return { ...progress, stepIndex: resolvePlan(plan, progress).steps.length - 1 };
    }
  } catch {
    // Unreadable storage: nothing to carry over.
  }
  return null;
}

/**
 * Drops progress kept for older published versions of the same survey, except a submission that
 * was sent but not confirmed (it is carried over by findUnconfirmedProgress, then dropped here).
 */
export function removeStaleProgress(storage: Storage | null, shareId: string, currentKey: string): void {
  if (!storage) return;
  try {
    const carriedOver = parseProgress(storage.getItem(currentKey))?.idempotencyKey;
    for (const key of otherVersionKeys(storage, shareId, currentKey)) {
      const progress = parseProgress(storage.getItem(key));
      if (progress?.sentPayload && progress.idempotencyKey !== carriedOver) continue;
      storage.removeItem(key);
    }
  } catch {
    // Best effort.
  }
}
