import { looksLikeEditCommand, parseEditCommand } from './command-parser.ts';
import { collapseSpaces } from './text-tools.ts';
import type { TopicKind } from './topic.ts';

export { extractTopic, extractCompared } from './topic.ts';
export type { Topic } from './topic.ts';

// What a chat message asks for. Edit commands are recognised with or without a survey (the reply
// explains when there is nothing to edit yet); an explicit request for a new survey wins over
// everything else, so "create a new survey about X" makes one even when a survey exists.

export const createIntents = [
  'concept-test',
  'product-feedback',
  'customer-satisfaction',
  'nps',
  'event-feedback',
  'market-research',
  'poll',
] as const satisfies readonly TopicKind[];
export type CreateIntent = (typeof createIntents)[number];
export type Intent = CreateIntent | 'edit' | 'results' | 'help' | 'greeting' | 'unknown';

export function isCreateIntent(intent: Intent): intent is CreateIntent {
  return (createIntents as readonly string[]).includes(intent);
}

interface Cue {
  intent: CreateIntent;
  pattern: RegExp;
  weight: number;
}

// Explicit names of a survey kind weigh 3, strong hints 2, loose hints 1; ties go to the earlier
// intent in this list, so the more specific kinds win over product feedback.
const CUES: readonly Cue[] = [
  {
    intent: 'concept-test',
    weight: 3,
    pattern: /\b(?:a\s*\/\s*b|ab\s+test|split[- ]test|concept[- ]test(?:ing)?|concept\s+test)\b/i,
  },
  {
    intent: 'concept-test',
    weight: 2,
    pattern:
      /\bcompar(?:e|es|ing|ison)\b|\bvariants?\b|\bversus\b|\bvs\.?\s|\bwhich\b.*\b(?:better|best|prefer(?:red)?|wins?|works?\s+best|more\s+appealing)\b/i,
  },
  {
    intent: 'concept-test',
    weight: 1,
    pattern:
      /\b(?:headlines?|designs?|logos?|concepts?|mockups?|taglines?|slogans?|packaging|landing[- ]pages?|ads?|adverts?|prototypes?|versions?)\b/i,
  },
  { intent: 'nps', weight: 3, pattern: /\b(?:nps|net\s+promoter)\b/i },
  { intent: 'nps', weight: 2, pattern: /\brecommend\w*\b/i },
  { intent: 'nps', weight: 1, pattern: /\b(?:loyal(?:ty)?|promoters?|detractors?)\b/i },
  { intent: 'event-feedback', weight: 3, pattern: /\bevent\s+feedback\b|\bpost[- ]event\b/i },
  {
    intent: 'event-feedback',
    weight: 2,
    pattern:
      /\b(?:events?|conferences?|meetups?|meet-ups?|webinars?|workshops?|summits?|hackathons?|festivals?|seminars?|bootcamps?|courses?|classes|training|talks?|keynotes?|retreats?|offsites?|parties|party|galas?|expos?|trade\s+shows?|sessions?|lectures?)\b/i,
  },
  { intent: 'customer-satisfaction', weight: 3, pattern: /\b(?:csat|customer\s+satisfaction)\b/i },
  {
    intent: 'customer-satisfaction',
    weight: 2,
    pattern: /\bsatisf\w*|\bcustomer\s+(?:service|support|experience|care)\b/i,
  },
  {
    intent: 'customer-satisfaction',
    weight: 1,
    pattern:
      /\b(?:service|support|delivery|restaurant|hotel|store|shop|stay|order|checkout|help\s*desk|cafe|café|clinic|salon)\b/i,
  },
  {
    intent: 'market-research',
    weight: 3,
    pattern:
      /\bmarket\s+research\b|\bwillingness\s+to\s+pay\b|\bpricing\s+research\b|\bmarket\s+(?:survey|study|sizing|size|fit)\b/i,
  },
  {
    intent: 'market-research',
    weight: 2,
    pattern:
      /\b(?:market|target\s+(?:audience|market|customers?)|competitors?|competition|pricing|price\s+points?|demand|segments?|segmentation|personas?|demographics?|would\s+(?:people|customers)\s+(?:buy|pay))\b/i,
  },
  {
    intent: 'market-research',
    weight: 1,
    pattern: /\b(?:audience|buy|purchase\s+intent|new\s+business|business\s+idea|startup\s+idea)\b/i,
  },
  { intent: 'poll', weight: 3, pattern: /\b(?:polls?|straw\s+poll)\b/i },
  {
    intent: 'poll',
    weight: 2,
    pattern: /\b(?:vote|voting|votes|pick\s+between|choose\s+between|decide\s+between)\b/i,
  },
  { intent: 'product-feedback', weight: 3, pattern: /\b(?:product|feature|user|app|beta)\s+feedback\b/i },
  {
    intent: 'product-feedback',
    weight: 2,
    pattern: /\bfeedback\b|\bfeatures?\b|\bbeta\b|\busability\b|\bonboarding\b/i,
  },
  {
    intent: 'product-feedback',
    weight: 1,
    pattern:
      /\b(?:products?|apps?|application|software|tools?|platform|website|site|saas|dashboard|extension|plugin|api|game)\b/i,
  },
];

/** The create intent the message's wording points to most, or null when it names none. */
function scoreCreateIntent(text: string): CreateIntent | null {
  const scores = new Map<CreateIntent, number>();
  for (const cue of CUES) {
    if (cue.pattern.test(text)) scores.set(cue.intent, (scores.get(cue.intent) ?? 0) + cue.weight);
  }
  let best: CreateIntent | null = null;
  let bestScore = 0;
  for (const intent of [
    'concept-test',
    'nps',
    'poll',
    'event-feedback',
    'customer-satisfaction',
    'market-research',
    'product-feedback',
  ] as const) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

const CREATE_REQUEST =
  /\b(?:create|build|generate|draft|design|write|set\s+up|setup|start|make|prepare|put\s+together|run|launch|need|want|give\s+me|i'?d\s+like)\s+(?!(?:the|this|that|it|its)\b)(?:me\s+|us\s+)?(?:[\w/&'’-]+[\s-]+){0,6}?(?:survey|poll|questionnaire|test|study|form|research|quiz|nps|csat)s?\b|\bnew\s+(?:survey|poll|questionnaire|test|study|concept\s+test)\b/i;

const RESULTS_QUESTION =
  /\b(?:results?|responses?|respondents|answers\s+so\s+far|submissions?|analytics|engagement|views|votes?\s+so\s+far|summar(?:y|ise|ize|ising|izing)|insights?|findings|breakdown|most\s+popular|most\s+responses|how\s+many\s+(?:people|responses|respondents|surveys|submissions)|which\s+(?:survey|poll|test)s?\b)|\bwhat\s+did\s+(?:people|they|users|respondents|participants|customers|everyone)\s+(?:say|think|pick|choose|prefer|like|want)|\bhow\s+did\s+.+\s+(?:do|perform|fare|score)\b|\bwho\s+(?:won|is\s+winning)|\bwhich\s+\w+\s+(?:won|is\s+winning|performed|did\s+better)/i;

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|yo|hej|hallo|good\s+(?:morning|afternoon|evening|day)|greetings|thanks|thank\s+you)(?:\s+(?:there|pollen|again|everyone|all))?[\s!.,:)]*$/i;

const HELP =
  /^(?:help|help\s+me|i\s+need\s+help|can\s+you\s+help(?:\s+me)?|please\s+help|examples?|options|menu|\?+)[\s?!.]*$|\b(?:what\s+can\s+you\s+do|what\s+do\s+you\s+do|how\s+do(?:es)?\s+(?:this|it|you)\s+work|commands|capabilities|what\s+can\s+i\s+(?:ask|say|do)|how\s+do\s+i\s+(?:start|begin|use\s+(?:this|you|pollen)))\b/i;

/**
 * Recognises what a message asks for: a kind of survey to create, an edit of the current survey,
 * a question about results, help, a greeting, or 'unknown'.
 */
export function recognizeIntent(message: string): Intent {
  const text = collapseSpaces(message);
  if (text === '') return 'help';
  const createRequest = CREATE_REQUEST.test(text) && parseEditCommand(text) === null;
  if (createRequest) return scoreCreateIntent(text) ?? 'product-feedback';
  if (parseEditCommand(text) !== null) return 'edit';
  if (RESULTS_QUESTION.test(text)) return 'results';
  if (looksLikeEditCommand(text)) return 'edit';
  if (GREETING.test(text)) return 'greeting';
  if (HELP.test(text)) return 'help';
  return scoreCreateIntent(text) ?? 'unknown';
}
