import {
  deleteQuestion,
  findQuestion,
  removeBlock,
  removeChoiceOption,
  removePage,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from '#shared/survey/survey-operations.ts';
import type { ItemRef } from '#shared/survey/survey-operations.ts';
import type { ChoiceOption, PageOptions, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { parseEditCommand } from './command-parser.ts';
import type { EditCommand, QuestionTarget, WelcomeField } from './command-parser.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import { appendChoice, applyFormat, describeFormat } from './question-configuration.ts';
import { listQuestions, resolveTarget } from './question-index.ts';
import type { NumberedQuestion } from './question-index.ts';
import { placeNewQuestion } from './question-placement.ts';
import { plural, quote } from './text-tools.ts';
import { addVariant } from './variant-editing.ts';

// Applies the offline assistant's edit commands, only through the editor's pure operations (so
// every rule the editor enforces holds). An operation that changes nothing returns the same
// document, which is how a refusal is told apart from a change.

export type EditResult =
  | { kind: 'updated'; survey: SurveyDocument; confirmation: string }
  /** `listQuestions`: the reason is a question that could not be found, so the reply lists them. */
  | { kind: 'refused'; reason: string; listQuestions: boolean }
  | { kind: 'translation'; language: string | null }
  | { kind: 'not-a-command' };

const updated = (survey: SurveyDocument, confirmation: string): EditResult => ({
  kind: 'updated',
  survey,
  confirmation,
});
const refused = (reason: string, listQuestions = false): EditResult => ({
  kind: 'refused',
  reason,
  listQuestions,
});

function unchangedOr(
  before: SurveyDocument,
  after: SurveyDocument,
  confirmation: string,
  noChange: string,
): EditResult {
  return after === before ? refused(noChange) : updated(after, confirmation);
}

function label(entry: NumberedQuestion): string {
  return `question ${entry.number}`;
}

function withTarget(
  survey: SurveyDocument,
  target: QuestionTarget,
  apply: (entries: NumberedQuestion[]) => EditResult,
): EditResult {
  const resolution = resolveTarget(survey, target);
  return resolution.ok ? apply(resolution.questions) : refused(resolution.reason, true);
}

// ----- questions ---------------------------------------------------------------------------------

function addNewQuestion(
  survey: SurveyDocument,
  command: Extract<EditCommand, { kind: 'add-question' }>,
): EditResult {
  const placed = placeNewQuestion(survey);
  if (placed === undefined) return refused("I couldn't find a place for a new question in this survey.");
  const text = command.text ?? 'New question';
  let next = updateQuestion(placed.survey, placed.ref, { text, required: command.required });
  if (command.format !== null) next = applyFormat(next, placed.ref, command.format, text);
  const number = listQuestions(next).find((entry) => entry.ref.itemId === placed.ref.itemId)?.number ?? 0;
  const where = placed.addedPage ? ' on a new page' : '';
  const hint = command.text === null ? ` Give it wording with “Change question ${number} to …”.` : '';
  return updated(
    next,
    `Added question ${number}${where}: ${quote(text)} (${describeFormat(next, placed.ref)}).${hint}`,
  );
}

/** Deletes a question; the last one of a set takes its block (and an emptied page) with it. */
function removeOne(survey: SurveyDocument, ref: ItemRef): SurveyDocument {
  const deleted = deleteQuestion(survey, ref);
  if (deleted !== survey) return deleted;
  const withoutBlock = removeBlock(survey, ref);
  const page = withoutBlock.pages.find((candidate) => candidate.id === ref.pageId);
  const questionPages = withoutBlock.pages.filter((candidate) => candidate.page_type === 'STANDARD').length;
  if (
    page !== undefined &&
    page.content_blocks.length === 0 &&
    page.page_type === 'STANDARD' &&
    questionPages > 1
  ) {
    return removePage(withoutBlock, page.id);
  }
  return withoutBlock;
}

function removeQuestions(survey: SurveyDocument, target: QuestionTarget): EditResult {
  if (target.by === 'all')
    return refused('I can remove one question at a time; tell me which, e.g. “Remove question 2”.');
  return withTarget(survey, target, ([entry]) => {
    if (entry === undefined) return refused('There is no such question.');
    const next = removeOne(survey, entry.ref);
    const remaining = listQuestions(next).length;
    return unchangedOr(
      survey,
      next,
      `Removed ${label(entry)}, ${quote(entry.question.text)}. ${plural(remaining, 'question')} left.`,
      `I couldn't remove ${label(entry)}.`,
    );
  });
}

function rewordQuestion(survey: SurveyDocument, target: QuestionTarget, text: string): EditResult {
  return withTarget(survey, target, ([entry]) => {
    if (entry === undefined) return refused('There is no such question.');
    const next = updateQuestion(survey, entry.ref, { text });
    return unchangedOr(
      survey,
      next,
      `Question ${entry.number} now reads ${quote(text)}.`,
      `Question ${entry.number} already reads ${quote(text)}.`,
    );
  });
}

function changeType(
  survey: SurveyDocument,
  command: Extract<EditCommand, { kind: 'change-type' }>,
): EditResult {
  return withTarget(survey, command.target, ([entry]) => {
    if (entry === undefined) return refused('There is no such question.');
    const next = applyFormat(survey, entry.ref, command.format, entry.question.text);
    return unchangedOr(
      survey,
      next,
      `Question ${entry.number} is now ${describeFormat(next, entry.ref)}.`,
      `Question ${entry.number} is already ${describeFormat(survey, entry.ref)}.`,
    );
  });
}

function setOptions(survey: SurveyDocument, target: QuestionTarget, options: string[]): EditResult {
  return withTarget(survey, target, ([entry]) => {
    if (entry === undefined) return refused('There is no such question.');
    const type =
      isChoiceType(entry.question.response_type) && entry.question.response_type !== 'YES_NO'
        ? entry.question.response_type
        : 'MULTIPLE_CHOICE';
    const next = applyFormat(survey, entry.ref, { type, options }, entry.question.text);
    return unchangedOr(
      survey,
      next,
      `Question ${entry.number} is now ${describeFormat(next, entry.ref)}.`,
      `Question ${entry.number} already has those options.`,
    );
  });
}

/** The question an option command means: the named one, else the last choice question. */
function choiceTarget(survey: SurveyDocument, target: QuestionTarget | null): NumberedQuestion | EditResult {
  if (target !== null) {
    const resolution = resolveTarget(survey, target);
    if (!resolution.ok) return refused(resolution.reason, true);
    const entry = resolution.questions[0];
    if (entry === undefined) return refused('There is no such question.', true);
    if (!isChoiceType(entry.question.response_type)) {
      return refused(
        `Question ${entry.number} is not a multiple-choice question. Make it one first, e.g. “Make question ${entry.number} multiple choice with options A, B, C”.`,
      );
    }
    return entry;
  }
  const last = listQuestions(survey).findLast((entry) => isChoiceType(entry.question.response_type));
  return (
    last ??
    refused(
      'This survey has no multiple-choice question to change. Name one, e.g. “Set the options of question 2 to A, B, C”.',
      true,
    )
  );
}

function optionsOf(survey: SurveyDocument, ref: ItemRef): ChoiceOption[] {
  const question = findQuestion(survey, ref);
  return question && isChoiceType(question.response_type)
    ? (question.response_options as { options: ChoiceOption[] }).options
    : [];
}

function addOption(survey: SurveyDocument, target: QuestionTarget | null, option: string): EditResult {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  if (
    optionsOf(survey, entry.ref).some(
      (existing) => existing.text.trim().toLowerCase() === option.toLowerCase(),
    )
  ) {
    return refused(`Question ${entry.number} already has the option ${quote(option)}.`);
  }
  const next = appendChoice(survey, entry.ref, option);
  return unchangedOr(
    survey,
    next,
    `Added the option ${quote(option)} to question ${entry.number}.`,
    `I couldn't add that option to question ${entry.number}.`,
  );
}

function removeOption(survey: SurveyDocument, target: QuestionTarget | null, option: string): EditResult {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  const existing = optionsOf(survey, entry.ref).find(
    (candidate) => candidate.text.trim().toLowerCase() === option.toLowerCase(),
  );
  if (existing === undefined) return refused(`Question ${entry.number} has no option ${quote(option)}.`);
  const next = removeChoiceOption(survey, entry.ref, existing.id);
  return unchangedOr(
    survey,
    next,
    `Removed the option ${quote(option)} from question ${entry.number}.`,
    `Question ${entry.number} needs at least one option, so ${quote(option)} stays.`,
  );
}

function allowOther(survey: SurveyDocument, target: QuestionTarget | null, allow: boolean): EditResult {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  const next = updateResponseOptions(survey, entry.ref, { allow_other: allow });
  return unchangedOr(
    survey,
    next,
    allow
      ? `Question ${entry.number} now offers “Other” with a text box.`
      : `Question ${entry.number} no longer offers “Other”.`,
    allow
      ? `Question ${entry.number} already offers “Other”.`
      : `Question ${entry.number} doesn't offer “Other”.`,
  );
}

function setRequired(survey: SurveyDocument, target: QuestionTarget, required: boolean): EditResult {
  return withTarget(survey, target, (entries) => {
    const next = entries.reduce((doc, entry) => updateQuestion(doc, entry.ref, { required }), survey);
    const word = required ? 'required' : 'optional';
    const which = target.by === 'all' ? 'All questions are' : `Question ${entries[0]?.number ?? ''} is`;
    return unchangedOr(survey, next, `${which} now ${word}.`, `${which} already ${word}.`);
  });
}

// ----- survey and welcome page -------------------------------------------------------------------

function renameSurvey(survey: SurveyDocument, title: string): EditResult {
  const next = updateSurveyDetails(survey, { title });
  return unchangedOr(
    survey,
    next,
    `Renamed the survey to ${quote(next.title)}.`,
    `The survey is already called ${quote(title)}.`,
  );
}

function setDescription(survey: SurveyDocument, description: string): EditResult {
  const next = updateSurveyDetails(survey, { description });
  return unchangedOr(
    survey,
    next,
    'Updated the survey description.',
    'The survey already has that description.',
  );
}

const FIELD_LABEL: Record<WelcomeField, string> = { name: 'name', email: 'e-mail' };
const OPTION_KEY: Record<WelcomeField, keyof PageOptions> = { name: 'collectName', email: 'collectEmail' };

function setWelcomeFields(
  survey: SurveyDocument,
  fields: WelcomeField[],
  visibility: 'hidden' | 'optional' | 'required',
): EditResult {
  const welcome = survey.pages.find((page) => page.page_type === 'WELCOME');
  if (welcome === undefined)
    return refused('This survey has no welcome page, so it asks for no name or e-mail.');
  const options: Partial<PageOptions> = {};
  for (const field of fields) (options as Record<string, string>)[OPTION_KEY[field]] = visibility;
  const next = updatePage(survey, welcome.id, { options });
  const names = fields.map((field) => FIELD_LABEL[field]).join(' and ');
  const state =
    visibility === 'hidden'
      ? `no longer asks for ${names}`
      : visibility === 'required'
        ? `now requires ${names}`
        : `now asks for ${names} (optional)`;
  const already =
    visibility === 'hidden'
      ? `doesn't ask for ${names}`
      : visibility === 'required'
        ? `requires ${names}`
        : `asks for ${names} as optional`;
  return unchangedOr(survey, next, `The welcome page ${state}.`, `The welcome page already ${already}.`);
}

// ----- entry point -------------------------------------------------------------------------------

export function applyEditCommand(survey: SurveyDocument, command: EditCommand): EditResult {
  switch (command.kind) {
    case 'add-question':
      return addNewQuestion(survey, command);
    case 'remove-question':
      return removeQuestions(survey, command.target);
    case 'reword-question':
      return rewordQuestion(survey, command.target, command.text);
    case 'change-type':
      return changeType(survey, command);
    case 'set-options':
      return setOptions(survey, command.target, command.options);
    case 'add-option':
      return addOption(survey, command.target, command.option);
    case 'remove-option':
      return removeOption(survey, command.target, command.option);
    case 'allow-other':
      return allowOther(survey, command.target, command.allow);
    case 'set-required':
      return setRequired(survey, command.target, command.required);
    case 'add-variant': {
      const added = addVariant(survey, command.title);
      return added
        ? updated(added.survey, added.confirmation)
        : refused("I couldn't find room for a showcase of variants.");
    }
    case 'rename-survey':
      return renameSurvey(survey, command.title);
    case 'set-description':
      return setDescription(survey, command.description);
    case 'welcome-fields':
      return setWelcomeFields(survey, command.fields, command.visibility);
    case 'translate':
      return { kind: 'translation', language: command.language };
  }
}

/** Reads and applies an edit command; 'not-a-command' when the message is not one. */
export function editSurvey(survey: SurveyDocument, message: string): EditResult {
  const command = parseEditCommand(message);
  return command === null ? { kind: 'not-a-command' } : applyEditCommand(survey, command);
}
