import { z } from 'zod';

// The messages an embedded survey (/t/{shareId}/embed) posts to the page that frames it (issue 19 §3,
// docs/embeds.md). They say where the respondent is, never what they answered: any site may frame
// a public survey, so the messages go to any parent ('*') and must hold nothing private.

/** Bumped only for a change a host page would notice; every message carries it. */
export const EMBED_PROTOCOL_VERSION = 1;

/** Every type starts with this, so a host page can tell Pollen's messages from its own. */
export const EMBED_TYPE_PREFIX = 'pollen:';

export const embedEventNames = ['ready', 'step', 'resize', 'completed', 'close'] as const;
export type EmbedEventName = (typeof embedEventNames)[number];

const base = { v: z.literal(EMBED_PROTOCOL_VERSION), surveyId: z.string().min(1).max(200) };

export const embedMessageSchema = z.discriminatedUnion('type', [
  /** The survey (or its closed / unavailable card) is on screen. */
  z.object({ type: z.literal('pollen:ready'), ...base }),
  /** The respondent reached step `step` (1-based) of `steps` on their path. */
  z.object({
    type: z.literal('pollen:step'),
    ...base,
    step: z.number().int().min(1),
    steps: z.number().int().min(1),
  }),
  /** The page's content height in CSS pixels, so an inline frame can fit it without scrolling. */
  z.object({ type: z.literal('pollen:resize'), ...base, height: z.number().int().min(0).max(100_000) }),
  /** The server stored the response (or had stored it already, on a retry). */
  z.object({ type: z.literal('pollen:completed'), ...base }),
  /** The respondent pressed Escape inside the frame: a popup may close. */
  z.object({ type: z.literal('pollen:close'), ...base }),
]);
export type EmbedMessage = z.infer<typeof embedMessageSchema>;

/** The name an event goes by for the host: 'pollen:step' → 'step'. */
export function embedEventName(message: EmbedMessage): EmbedEventName {
  return message.type.slice(EMBED_TYPE_PREFIX.length) as EmbedEventName;
}

type Details<T extends EmbedMessage['type']> = Omit<
  Extract<EmbedMessage, { type: T }>,
  'type' | 'v' | 'surveyId'
>;

/** A message for `surveyId`, stamped with the protocol version. */
export function embedMessage<T extends EmbedMessage['type']>(
  type: T,
  surveyId: string,
  ...details: keyof Details<T> extends never ? [] : [Details<T>]
): EmbedMessage {
  return { type, v: EMBED_PROTOCOL_VERSION, surveyId, ...(details[0] ?? {}) } as EmbedMessage;
}

/** A received message when it is one of Pollen's and well formed; null for anything else. */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  const parsed = embedMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The embed address of a survey: the respondent page, made for a frame. */
export function embedPath(shareId: string): string {
  return `/t/${encodeURIComponent(shareId)}/embed`;
}

/** True for `/t/{shareId}/embed` (with or without a trailing slash). */
export function isEmbedPath(pathname: string): boolean {
  return /^\/t\/[^/?#]+\/embed\/?$/.test(pathname);
}
