// The messages an embedded survey (/t/{shareId}/embed) posts to the page that frames it (issue 19 §3,
// docs/embeds.md). They say where the respondent is, never what they answered: any site may frame
// a public survey, so the messages go to any parent ('*') and must hold nothing private.

/** Bumped only for a change a host page would notice; every message carries it. */
export const EMBED_PROTOCOL_VERSION = 1;

/** Every type starts with this, so a host page can tell Pollen's messages from its own. */
export const EMBED_TYPE_PREFIX = 'pollen:';

export const embedEventNames = ['ready', 'step', 'resize', 'completed', 'close'] as const;
export type EmbedEventName = (typeof embedEventNames)[number];

interface MessageBase {
  v: typeof EMBED_PROTOCOL_VERSION;
  surveyId: string;
}

// Plain types, not a zod schema: this module is on the respondent page, whose code budget zod
// would break (issue 17). embed-message-schema.ts holds the schema that checks received messages
// and a compile-time check that it matches these types.
export type EmbedMessage =
  /** The survey (or its closed / unavailable card) is on screen. */
  | (MessageBase & { type: 'pollen:ready' })
  /** The respondent reached step `step` (1-based) of `steps` on their path. */
  | (MessageBase & { type: 'pollen:step'; step: number; steps: number })
  /** The page's content height in CSS pixels, so an inline frame can fit it without scrolling. */
  | (MessageBase & { type: 'pollen:resize'; height: number })
  /** The server stored the response (or had stored it already, on a retry). */
  | (MessageBase & { type: 'pollen:completed' })
  /** The respondent pressed Escape inside the frame: a popup may close. */
  | (MessageBase & { type: 'pollen:close' });

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

/** The embed address of a survey: the respondent page, made for a frame. */
export function embedPath(shareId: string): string {
  return `/t/${encodeURIComponent(shareId)}/embed`;
}

/** True for `/t/{shareId}/embed` (with or without a trailing slash). */
export function isEmbedPath(pathname: string): boolean {
  return /^\/t\/[^/?#]+\/embed\/?$/.test(pathname);
}
