import { hasContent, readBrief } from './brief.ts';
import { looksLikeEditCommand, parseEditCommand } from './command-parser.ts';
import { readConcepts } from './concepts.ts';
import { chooseFrame, frameFromWording, researchFrames } from './frames.ts';
import type { ResearchFrame } from './frames.ts';
import { withoutAnonymityClauses } from './request-details.ts';
import { collapseSpaces } from './text-tools.ts';

export { extractTopic, extractCompared } from './topic.ts';
export type { Topic } from './topic.ts';

// What a chat message asks for. Edit commands are recognised with or without a survey (the reply
// explains when there is nothing to edit yet); an explicit request for a new survey wins over
// everything else, so "create a new survey about X" makes one even when a survey exists.

export const createIntents = researchFrames;
export type CreateIntent = ResearchFrame;
export type Intent = CreateIntent | 'edit' | 'results' | 'help' | 'greeting' | 'unknown';

export function isCreateIntent(intent: Intent): intent is CreateIntent {
  return (createIntents as readonly string[]).includes(intent);
}

/** The research frame for a message that asks for a survey (read through its brief). */
export function frameForRequest(message: string): CreateIntent {
  return chooseFrame(readBrief(message));
}

const CREATE_REQUEST =
  /\b(?:create|build|generate|draft|design|write|set\s+up|setup|start|make|prepare|put\s+together|run|launch|need|want|give\s+me|i'?d\s+like)\s+(?!(?:the|this|that|it|its)\b)(?:me\s+|us\s+)?(?:[\w/&'’-]+[\s-]+){0,6}?(?:survey|poll|questionnaire|test|study|form|research|quiz|nps|csat)s?\b|\bnew\s+(?:survey|poll|questionnaire|test|study|concept\s+test)\b/i;

// Only a question about answers already collected ("results", "what did people say", "how did
// people answer"): "what did they think of the exhibition" asks for a survey about a past event.
const RESULTS_QUESTION =
  /\b(?:results?|responses?|respondents|answers\s+so\s+far|submissions?|analytics|(?<!employee\s|staff\s|team\s|workplace\s)engagement(?!\s+survey)|views|votes?\s+so\s+far|summar(?:y|ise|ize|ising|izing)|insights?|findings|breakdown|most\s+popular|most\s+responses|how\s+many\s+(?:people|responses|respondents|surveys|submissions)|which\s+(?:survey|poll|test)s?\b)|\bwhat\s+did\s+(?:people|they|users|respondents|participants|customers|everyone)\s+(?:say|pick|choose|prefer|vote|answer)|\bwhat\s+did\s+(?:respondents|participants)\s+(?:think|like|want)|\bhow\s+did\s+(?:people|they|respondents|participants|everyone|users|customers)\s+(?:answer|respond|vote)|\bhow\s+did\s+.+\s+(?:do|perform|fare|score)\b|\bwho\s+(?:won|is\s+winning)|\bwhich\s+\w+\s+(?:won|is\s+winning|performed|did\s+better)/i;

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|yo|hej|hallo|good\s+(?:morning|afternoon|evening|day)|greetings|thanks|thank\s+you)(?:\s+(?:there|pollen|again|everyone|all))?[\s!.,:)]*$/i;

const HELP =
  /^(?:help|help\s+me|i\s+need\s+help|can\s+you\s+help(?:\s+me)?|please\s+help|examples?|options|menu|\?+)[\s?!.]*$|\b(?:what\s+can\s+you\s+do|what\s+do\s+you\s+do|how\s+do(?:es)?\s+(?:this|it|you)\s+work|commands|capabilities|what\s+can\s+i\s+(?:ask|say|do)|how\s+do\s+i\s+(?:start|begin|use\s+(?:this|you|pollen)))\b/i;

/**
 * Whether a message asks to test or compare concepts it spells out ("test two logo ideas: [Leaf: a
 * green leaf with a water drop] and [Wave: a blue wave under the name]", "which tagline: [Plain:
 * just our name] or [Loud: …]"). The concepts' descriptions are the author's ideas, not commands:
 * "drop" and "name" in them once read as "hide the name field" (blind review P, holdout 7). A
 * message that starts with an edit verb ("add two variants: [A] and [B]") is still an edit.
 */
function asksToCompareConcepts(text: string): boolean {
  return !looksLikeEditCommand(text) && readConcepts(text).concepts.length >= 2;
}

/**
 * Recognises what a message asks for: a kind of survey to create, an edit of the current survey,
 * a question about results, help, a greeting, or 'unknown'.
 */
export function recognizeIntent(message: string): Intent {
  // "…, don't collect names or emails" is not an edit, nor "Responses should be anonymous" a results question.
  const text = collapseSpaces(withoutAnonymityClauses(message));
  if (text === '') return 'help';
  const createRequest = CREATE_REQUEST.test(text) && parseEditCommand(text) === null;
  if (createRequest || asksToCompareConcepts(text)) return frameForRequest(text);
  if (parseEditCommand(text) !== null) return 'edit';
  if (RESULTS_QUESTION.test(text)) return 'results';
  if (looksLikeEditCommand(text)) return 'edit';
  if (GREETING.test(text)) return 'greeting';
  if (HELP.test(text)) return 'help';
  // Any other message that names something to ask about becomes a survey; the reply says how it
  // was read and offers other readings.
  const brief = readBrief(text);
  return hasContent(brief) || frameFromWording(text) !== null ? chooseFrame(brief) : 'unknown';
}
