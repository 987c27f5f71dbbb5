import { z } from 'zod';
import { EMBED_PROTOCOL_VERSION, type EmbedMessage } from './embed-protocol.ts';

// The schema of the messages in embed-protocol.ts, for code that receives them (tests, host-side
// checks). Kept apart so the respondent page, which only sends them, does not load zod.

const base = { v: z.literal(EMBED_PROTOCOL_VERSION), surveyId: z.string().min(1).max(200) };

export const embedMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pollen:ready'), ...base }),
  z.object({
    type: z.literal('pollen:step'),
    ...base,
    step: z.number().int().min(1),
    steps: z.number().int().min(1),
  }),
  z.object({ type: z.literal('pollen:resize'), ...base, height: z.number().int().min(0).max(100_000) }),
  z.object({ type: z.literal('pollen:completed'), ...base }),
  z.object({ type: z.literal('pollen:close'), ...base }),
]);

// Fails to compile when the schema and the plain types drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<z.infer<typeof embedMessageSchema>, EmbedMessage> = true;
void schemaMatchesTypes;

/** A received message when it is one of Pollen's and well formed; null for anything else. */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  const parsed = embedMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
