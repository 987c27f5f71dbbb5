import type { PageContext } from '#shared/chat/chat-types.ts';
import type { SurveyListRow, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { parseEditCommand } from './command-parser.ts';
import { editSurvey } from './edit-commands.ts';
import { hasContent, readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import { isCreateIntent, recognizeIntent } from './intent.ts';
import type { CreateIntent } from './intent.ts';
import { describeQuestions } from './question-index.ts';
import { answerResultsQuestion, reportVariantLabels } from './results-answers.ts';
import { buildSurvey } from './survey-builder.ts';
import { describeCreatedSurvey } from './survey-summary.ts';
import type { SurveyEdit } from '../survey-edits.ts';
import {
  CREATE_EXAMPLES,
  MAX_SUGGESTIONS,
  suggestionsAfterCreate,
  suggestionsAfterEdit,
  workingEditSuggestions,
} from './suggestions.ts';
import { quote } from './text-tools.ts';

// The chat assistant when no language model is configured: a deterministic reader of a fixed set
// of requests (create a survey, edit it, ask about results) that answers honestly about what it
// cannot do.

export interface OfflineInput {
  message: string;
  /** The session's current survey (canonical document), or null when none exists yet. */
  survey: SurveyDocument | null;
  pageContext?: PageContext;
  /** On test-results pages: the survey's real report. */
  report?: SurveyReport | null;
  /** On the polls page: the author's surveys (any order). */
  surveys?: SurveyListRow[] | null;
}

export type OfflineAction =
  | { kind: 'create'; survey: SurveyDocument } // a new survey to save
  /** The changed current survey and the edit operations that made it (re-applied to a newer draft). */
  | { kind: 'update'; survey: SurveyDocument; edits: SurveyEdit[] };

export interface OfflineReply {
  /** Plain text (may use simple "- " bullet lines and **bold**), shown streamed word by word. */
  text: string;
  action: OfflineAction | null;
  /** 2–4 short follow-up prompts the UI shows as buttons; clicking sends the text verbatim. */
  suggestions: string[];
}

// Questions only collected answers can answer, as opposed to "views", "analytics" or "results"
// named as what a survey should find out.
const ABOUT_ANSWERS =
  /\b(?:what|how)\s+did\s+(?:people|they|users|respondents|participants|customers|everyone)\b|\b(?:so\s+far|responses|respondents|submissions|who\s+won|winning|summar\w+)\b|\bvariant\s+[a-z0-9]\b|\b(?:the|my|our)\s+results\b(?!\s+(?:they|we|you|people|that|which))|^\s*(?:show|give|tell)\s+me\b/i;

export const OFFLINE_NOTICE =
  "I'm running offline (no AI model is connected), so I follow a fixed set of commands; set LLM_PROVIDER and an API key to connect a model.";

const EDIT_EXAMPLES = [
  'Add a question asking how likely they are to sign up, 1 to 10',
  'Make question 2 multiple choice with options Weekly, Monthly, Never',
  'Remove question 3',
  'Make question 1 required',
  'Rename the survey to Budget check-in',
  'Add a variant',
  'Move question 2 up',
  "Don't ask for email",
];

const POLLS_EXAMPLES = ['Which survey has the most responses?', 'How many surveys do I have?'];

const CAPABILITIES = [
  '- **Create** a survey: “Create a concept test comparing two landing-page headlines for a budgeting app”. I also build product feedback, customer satisfaction, NPS, event feedback, market research surveys and quick polls; say “5-question” or “three headlines” to set the size.',
  '- **Edit** the current survey: “Add a question asking how likely they are to sign up, 1 to 10”, “Make question 2 multiple choice with options Weekly, Monthly, Never”, “Remove question 3”, “Make question 1 required”, “Rename the survey to …”, “Add a variant”, “Move question 2 up”, “Don’t ask for email”. Say “Undo” or “Undo the last two changes” to take changes back.',
  '- **Results**: on a survey’s analytics page ask “Summarise the results” or “What did people say about Variant B?”; on the Polls page ask “Which survey has the most responses?”.',
].join('\n');

/** Results questions this report can answer: a variant is suggested only when it has variants, by title. */
function resultsExamples(report: SurveyReport): string[] {
  const second = reportVariantLabels(report)[1];
  return ['Summarise the results', ...(second ? [`What did people say about “${second}”?`] : [])];
}

/** Examples that work where the author is: results questions beside data, edits beside a survey. */
function contextExamples(input: OfflineInput): string[] {
  const examples: string[] = [];
  if (input.report) examples.push(...resultsExamples(input.report));
  if (input.surveys) examples.push(...POLLS_EXAMPLES);
  if (input.survey) examples.push(...workingEditSuggestions(input.survey, EDIT_EXAMPLES));
  examples.push(...CREATE_EXAMPLES);
  return [...new Set(examples)].slice(0, MAX_SUGGESTIONS);
}

/** At least two suggestions, topped up with examples that fit the page; never what was just asked. */
function withEnoughSuggestions(suggestions: readonly string[], input: OfflineInput): string[] {
  const asked = input.message.trim().toLowerCase();
  const merged = [...new Set([...suggestions, ...(suggestions.length < 2 ? contextExamples(input) : [])])];
  return merged.filter((suggestion) => suggestion.toLowerCase() !== asked).slice(0, MAX_SUGGESTIONS);
}

function reply(
  text: string,
  input: OfflineInput,
  suggestions: readonly string[],
  action: OfflineAction | null = null,
): OfflineReply {
  return { text, action, suggestions: withEnoughSuggestions(suggestions, input) };
}

function helpReply(input: OfflineInput, opening: string): OfflineReply {
  const examples = contextExamples(input);
  return reply(`${opening}\n${CAPABILITIES}\n${OFFLINE_NOTICE}`, input, examples);
}

function createReply(intent: CreateIntent, input: OfflineInput): OfflineReply {
  const built = buildSurvey(intent, input.message);
  const replaced = input.survey === null ? '' : '\nThis is a new survey; the previous one is unchanged.';
  const text = `${describeCreatedSurvey(built)}${replaced}\n${OFFLINE_NOTICE}`;
  const suggestions = suggestionsAfterCreate(intent, built.survey, built.topic, built.variantNoun);
  return reply(text, input, suggestions, { kind: 'create', survey: built.survey });
}

function translationReply(input: OfflineInput, language: string | null): OfflineReply {
  const into = language === null ? 'another language' : language;
  return reply(
    `I can't translate the survey into ${into} while offline: a faithful translation needs a connected AI model, and I won't guess at the wording. The survey is unchanged.\n${OFFLINE_NOTICE}`,
    input,
    input.survey ? suggestionsAfterEdit(input.survey) : CREATE_EXAMPLES,
  );
}

function editReply(input: OfflineInput): OfflineReply {
  const { survey } = input;
  if (survey === null) {
    const command = parseEditCommand(input.message);
    if (command?.kind === 'translate') return translationReply(input, command.language);
    return reply(
      "There's no survey yet to change. Tell me what you'd like to learn and I'll build one first, for example “Create a customer satisfaction survey for an online grocery delivery service”.",
      input,
      CREATE_EXAMPLES,
    );
  }
  const result = editSurvey(survey, input.message);
  switch (result.kind) {
    case 'updated':
      return reply(result.confirmation, input, suggestionsAfterEdit(result.survey), {
        kind: 'update',
        survey: result.survey,
        edits: result.edits,
      });
    case 'refused': {
      const list = result.listQuestions
        ? `\n${describeQuestions(survey).split('\n').slice(1).join('\n')}`
        : '';
      return reply(`${result.reason}${list}`, input, suggestionsAfterEdit(survey));
    }
    case 'translation':
      return translationReply(input, result.language);
    case 'not-a-command':
      return reply(
        `I couldn't work out that change to ${quote(survey.title || 'the survey')}. These are the edits I know:\n${EDIT_EXAMPLES.map((example) => `- “${example}”`).join('\n')}\n- “Undo” (or “Undo the last two changes”)\n${describeQuestions(survey)}\n${OFFLINE_NOTICE}`,
        input,
        suggestionsAfterEdit(survey),
      );
  }
}

function resultsReply(input: OfflineInput): OfflineReply {
  const answer = answerResultsQuestion({
    message: input.message,
    report: input.report,
    surveys: input.surveys,
  });
  return reply(answer.text, input, answer.suggestions);
}

/**
 * The offline assistant's reply to one chat message: pure and deterministic apart from the ids of
 * new survey elements.
 */
export function offlineReply(input: OfflineInput): OfflineReply {
  const intent = recognizeIntent(input.message);
  if (isCreateIntent(intent)) return createReply(intent, input);
  switch (intent) {
    case 'edit': {
      // "ask gamers what they think of loot boxes" reads like an edit, but with no survey yet and
      // no edit it could be, it is a request for one.
      // "ask customers why they didn't finish checkout" parses as adding a question, but with no
      // survey to add it to and no question named, it asks for a survey.
      const command = input.survey === null ? parseEditCommand(input.message) : null;
      if (
        input.survey === null &&
        (command === null ||
          (command.kind === 'add-question' && !/\b(?:questions?|items?|q\d+)\b/i.test(input.message)))
      ) {
        const brief = readBrief(input.message);
        if (hasContent(brief)) return createReply(chooseFrame(brief), input);
      }
      return editReply(input);
    }
    case 'results': {
      // "how analysts build dashboards", "residents' views on a skate park": with no results on
      // the page and no survey open, a request that names something to ask about wants a survey.
      if (input.survey === null && !input.report && !input.surveys && !ABOUT_ANSWERS.test(input.message)) {
        const brief = readBrief(input.message);
        if (hasContent(brief)) return createReply(chooseFrame(brief), input);
      }
      return resultsReply(input);
    }
    case 'greeting':
      return helpReply(input, "Hi! I'm Pollen's survey assistant. Here's what I can do:");
    case 'help':
      return helpReply(input, "Here's what I can do:");
    case 'unknown':
      return helpReply(
        input,
        `I didn't understand ${quote(input.message.trim().slice(0, 120))}. Here's what I can do:`,
      );
  }
}
