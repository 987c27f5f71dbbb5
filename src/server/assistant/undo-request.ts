// "Undo", "undo that", "undo the last two changes", "revert the last 3 edits": a chat message that
// asks to take back the assistant's own changes. Read the same way whether a model is connected or
// not (the turn runner answers it without the assistant), so it never costs a model call.

/** More than this many steps in one message is read as "as many as there are". */
export const MAX_UNDO_STEPS = 20;

export interface UndoRequest {
  /** How many of the assistant's latest changes to take back, newest first. */
  steps: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const COURTESY_START =
  /^(?:(?:please|pls|plz|ok(?:ay)?|hmm+|hm+|oops|whoops|ugh|no|nope|actually|wait|sorry|oh|hey|ah|can\s+you|could\s+you|would\s+you|will\s+you|i\s+want\s+to|i'?d\s+like\s+to|let'?s|lets|just|yes)[\s,!.]+)+/i;
const COURTESY_END = /(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|again|for\s+me))+$/i;

const VERB = String.raw`(?:undo|un-do|revert|reverse|roll\s*back|rollback|take\s+back)`;
const THING = String.raw`(?:changes?|edits?|steps?|actions?|modifications?|updates?|ones?|things?|of\s+(?:them|those|your\s+changes|the\s+changes|my\s+changes))`;
const COUNT = String.raw`(\d{1,3}|one|a|an|two|both|three|four|five|six|seven|eight|nine|ten|a\s+couple(?:\s+of)?|all(?:\s+(?:of\s+)?the)?|all|every|everything)`;

function readCount(word: string | undefined): number | undefined {
  if (word === undefined) return 1;
  const clean = word.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^a couple/.test(clean)) return 2;
  if (/^(?:all|every|everything)/.test(clean)) return MAX_UNDO_STEPS;
  if (/^\d+$/.test(clean)) return Number(clean);
  return NUMBER_WORDS[clean];
}

const PATTERNS: readonly RegExp[] = [
  // "undo", "undo that", "undo it", "undo this change", "undo the last change", "undo your last edit"
  new RegExp(
    String.raw`^${VERB}(?:\s+(?:that|this|it|the\s+last\s+one|the\s+previous\s+one|last\s+one))?(?:\s+(?:change|edit|step|one))?$`,
    'i',
  ),
  new RegExp(
    String.raw`^${VERB}\s+(?:the|your|my|that|this)?\s*(?:last|latest|previous|most\s+recent|recent)?\s*(?:change|edit|step|action|modification|update)(?:\s+(?:you|that\s+you|i)\s+(?:just\s+)?(?:made|did))?$`,
    'i',
  ),
  // "undo the last two changes", "revert the last 3 edits", "undo 2 changes", "undo all changes"
  new RegExp(
    String.raw`^${VERB}\s+(?:the\s+|your\s+|my\s+)?(?:last\s+|latest\s+|previous\s+|most\s+recent\s+|recent\s+)?${COUNT}\s*(?:of\s+)?(?:the\s+|your\s+)?(?:last\s+|latest\s+|previous\s+|recent\s+)?${THING}?(?:\s+(?:you|that\s+you)\s+(?:just\s+)?(?:made|did))?$`,
    'i',
  ),
  // "undo twice", "undo 3 times", "undo two steps back"
  new RegExp(String.raw`^${VERB}\s+(twice|thrice|(\d{1,3}|two|three|four|five)\s+times)$`, 'i'),
  // "go back", "go back two steps", "step back"
  new RegExp(String.raw`^(?:go|step)\s+back(?:\s+${COUNT}\s+(?:steps?|changes?|edits?))?$`, 'i'),
  /^take\s+(?:that|it|this(?:\s+change)?|the\s+last\s+change)\s+back$/i,
];

/** The undo a message asks for, or null when it asks for something else. */
export function parseUndoRequest(message: string): UndoRequest | null {
  const text = message
    .trim()
    .replace(/[\s.!?]+$/, '')
    .replace(COURTESY_START, '')
    .replace(COURTESY_END, '')
    .replace(/[\s.!?]+$/, '')
    .trim();
  if (text === '' || text.length > 80) return null;
  for (const [index, pattern] of PATTERNS.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    let steps: number | undefined;
    if (index === 2 || index === 4) steps = readCount(match[1]);
    else if (index === 3) {
      const word = match[1]!.toLowerCase();
      steps = word === 'twice' ? 2 : word === 'thrice' ? 3 : readCount(match[2]);
    } else steps = 1;
    if (steps === undefined || steps < 1) return null;
    return { steps: Math.min(steps, MAX_UNDO_STEPS) };
  }
  return null;
}
