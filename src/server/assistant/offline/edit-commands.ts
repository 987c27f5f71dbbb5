import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ChoiceOption } from '#shared/survey/survey-schema.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import { applySurveyEdits, SurveyEditError, type SurveyEdit } from '../survey-edits.ts';
import { parseEditCommand } from './command-parser.ts';
import { defaultQuestionText } from './typed-answer-words.ts';
import type {
  EditCommand,
  MoveDestination,
  QuestionFormat,
  QuestionTarget,
  WelcomeField,
} from './command-parser.ts';
import { describeFormat } from './question-configuration.ts';
import { listQuestions, resolveTarget } from './question-index.ts';
import type { NumberedQuestion } from './question-index.ts';
import { plural, quote } from './text-tools.ts';
import { addVariant } from './variant-editing.ts';
import { planDesignCommand } from './design-commands.ts';

// Reads the offline assistant's edit commands into the survey edit operations the model's
// apply_edits tool takes (../survey-edits.ts), resolving "question 3" or "the question about
// price" to ids, and words the confirmation. The one applier of those operations makes the change,
// so a request gives the same survey offline and through a model. An edit that changes nothing
// returns the same document, which is how a refusal is told apart from a change.

export type EditResult =
  | { kind: 'updated'; survey: SurveyDocument; edits: SurveyEdit[]; confirmation: string }
  /** `listQuestions`: the reason is a question that could not be found, so the reply lists them. */
  | { kind: 'refused'; reason: string; listQuestions: boolean }
  | { kind: 'translation'; language: string | null }
  | { kind: 'not-a-command' };

/** A command read into operations: the confirmation is worded from the survey after them. */
export type EditPlan =
  | { kind: 'edits'; edits: SurveyEdit[]; confirm: (after: SurveyDocument) => string; noChange: string }
  | Extract<EditResult, { kind: 'refused' | 'translation' }>;

const refused = (reason: string, listQuestions = false): EditPlan => ({
  kind: 'refused',
  reason,
  listQuestions,
});

const plan = (
  edits: SurveyEdit[],
  confirm: string | ((after: SurveyDocument) => string),
  noChange: string,
): EditPlan => ({
  kind: 'edits',
  edits,
  confirm: typeof confirm === 'string' ? () => confirm : confirm,
  noChange,
});

function withTarget(
  survey: SurveyDocument,
  target: QuestionTarget,
  make: (entries: NumberedQuestion[]) => EditPlan,
): EditPlan {
  const resolution = resolveTarget(survey, target);
  if (!resolution.ok) return refused(resolution.reason, true);
  if (resolution.questions.length === 0) return refused('There is no such question.', true);
  return make(resolution.questions);
}

function withOneTarget(
  survey: SurveyDocument,
  target: QuestionTarget,
  make: (entry: NumberedQuestion) => EditPlan,
): EditPlan {
  return withTarget(survey, target, ([entry]) => make(entry!));
}

/** A command's format as the response fields of an edit. */
function responseOf(format: QuestionFormat) {
  return {
    response_type: format.type as Extract<SurveyEdit, { op: 'set_response' }>['response_type'] & string,
    ...(format.options === undefined ? {} : { options: format.options }),
    ...(format.allowMultiple === undefined ? {} : { allow_multiple: format.allowMultiple }),
    ...(format.range === undefined ? {} : { min: format.range.min, max: format.range.max }),
    ...(format.rows === undefined ? {} : { rows: format.rows }),
    ...(format.columns === undefined ? {} : { columns: format.columns }),
    ...(format.integer === undefined ? {} : { integer: format.integer }),
  };
}

// ----- questions ---------------------------------------------------------------------------------

function addNewQuestion(
  survey: SurveyDocument,
  command: Extract<EditCommand, { kind: 'add-question' }>,
): EditPlan {
  const text =
    command.text || (command.format ? defaultQuestionText(command.format) : null) || 'New question';
  const format = command.format ?? { type: 'FREE_RESPONSE' };
  const edits: SurveyEdit[] = [
    { op: 'add_question', question: { text, required: command.required, ...responseOf(format) } },
  ];
  return {
    kind: 'edits',
    edits,
    noChange: "I couldn't find a place for a new question in this survey.",
    confirm: (after) => {
      const entry = listQuestions(after).at(-1);
      if (entry === undefined) return `Added ${quote(text)}.`;
      const number = entry.number;
      const where = after.pages.length > survey.pages.length ? ' on a new page' : '';
      const hint = command.text === null ? ` Give it wording with “Change question ${number} to …”.` : '';
      return `Added question ${number}${where}: ${quote(text)} (${describeFormat(after, entry.ref)}).${hint}`;
    },
  };
}

function removeQuestion(survey: SurveyDocument, target: QuestionTarget): EditPlan {
  if (target.by === 'all')
    return refused('I can remove one question at a time; tell me which, e.g. “Remove question 2”.');
  return withOneTarget(survey, target, (entry) =>
    plan(
      [{ op: 'delete_question', question_id: entry.question.id }],
      (after) =>
        `Removed question ${entry.number}, ${quote(entry.question.text)}. ${plural(listQuestions(after).length, 'question')} left.`,
      `I couldn't remove question ${entry.number}.`,
    ),
  );
}

function rewordQuestion(survey: SurveyDocument, target: QuestionTarget, text: string): EditPlan {
  return withOneTarget(survey, target, (entry) =>
    plan(
      [{ op: 'update_question', question_id: entry.question.id, text }],
      `Question ${entry.number} now reads ${quote(text)}.`,
      `Question ${entry.number} already reads ${quote(text)}.`,
    ),
  );
}

function changeType(survey: SurveyDocument, target: QuestionTarget, format: QuestionFormat): EditPlan {
  return withOneTarget(survey, target, (entry) =>
    plan(
      [{ op: 'set_response', question_id: entry.question.id, ...responseOf(format) }],
      (after) => `Question ${entry.number} is now ${describeFormat(after, entry.ref)}.`,
      `Question ${entry.number} is already ${describeFormat(survey, entry.ref)}.`,
    ),
  );
}

function setOptions(survey: SurveyDocument, target: QuestionTarget, options: string[]): EditPlan {
  return withOneTarget(survey, target, (entry) => {
    const current = entry.question.response_type;
    const type = isChoiceType(current) && current !== 'YES_NO' ? current : 'MULTIPLE_CHOICE';
    return plan(
      [{ op: 'set_response', question_id: entry.question.id, ...responseOf({ type, options }) }],
      (after) => `Question ${entry.number} is now ${describeFormat(after, entry.ref)}.`,
      `Question ${entry.number} already has those options.`,
    );
  });
}

/** The question an option command means: the named one, else the last choice question. */
function choiceTarget(survey: SurveyDocument, target: QuestionTarget | null): NumberedQuestion | EditPlan {
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

function optionsOf(entry: NumberedQuestion): ChoiceOption[] {
  return isChoiceType(entry.question.response_type)
    ? (entry.question.response_options as { options: ChoiceOption[] }).options
    : [];
}

const sameText = (option: ChoiceOption, text: string) =>
  option.text.trim().toLowerCase() === text.trim().toLowerCase();

function addOption(survey: SurveyDocument, target: QuestionTarget | null, option: string): EditPlan {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  if (optionsOf(entry).some((existing) => sameText(existing, option))) {
    return refused(`Question ${entry.number} already has the option ${quote(option)}.`);
  }
  return plan(
    [{ op: 'add_option', question_id: entry.question.id, text: option }],
    `Added the option ${quote(option)} to question ${entry.number}.`,
    `I couldn't add that option to question ${entry.number}.`,
  );
}

function removeOption(survey: SurveyDocument, target: QuestionTarget | null, option: string): EditPlan {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  const existing = optionsOf(entry).find((candidate) => sameText(candidate, option));
  if (existing === undefined) return refused(`Question ${entry.number} has no option ${quote(option)}.`);
  return plan(
    [{ op: 'remove_option', question_id: entry.question.id, text: existing.text }],
    `Removed the option ${quote(option)} from question ${entry.number}.`,
    `Question ${entry.number} needs at least one option, so ${quote(option)} stays.`,
  );
}

function allowOther(survey: SurveyDocument, target: QuestionTarget | null, allow: boolean): EditPlan {
  const entry = choiceTarget(survey, target);
  if ('kind' in entry) return entry;
  return plan(
    [{ op: 'set_response', question_id: entry.question.id, allow_other: allow }],
    allow
      ? `Question ${entry.number} now offers “Other” with a text box.`
      : `Question ${entry.number} no longer offers “Other”.`,
    allow
      ? `Question ${entry.number} already offers “Other”.`
      : `Question ${entry.number} doesn't offer “Other”.`,
  );
}

function setRequired(survey: SurveyDocument, target: QuestionTarget, required: boolean): EditPlan {
  return withTarget(survey, target, (entries) => {
    const word = required ? 'required' : 'optional';
    const which = target.by === 'all' ? 'All questions are' : `Question ${entries[0]!.number} is`;
    return plan(
      entries.map((entry) => ({ op: 'update_question', question_id: entry.question.id, required })),
      `${which} now ${word}.`,
      `${which} already ${word}.`,
    );
  });
}

/** The id a moved question goes in front of (undefined: the end of its block), or a refusal. */
function moveTarget(
  survey: SurveyDocument,
  entry: NumberedQuestion,
  to: MoveDestination,
): { before: string | undefined } | EditPlan {
  const block = listQuestions(survey).filter((other) => other.ref.blockId === entry.ref.blockId);
  const index = block.findIndex((other) => other.question.id === entry.question.id);
  const idAt = (position: number) => block[position]?.question.id;
  switch (to.where) {
    case 'first':
      return { before: idAt(0) };
    case 'last':
      return { before: undefined };
    case 'up':
      return index === 0
        ? refused(`Question ${entry.number} is already the first of its section.`)
        : { before: idAt(index - 1) };
    case 'down':
      return index === block.length - 1
        ? refused(`Question ${entry.number} is already the last of its section.`)
        : { before: idAt(index + 2) };
    case 'before':
    case 'after': {
      const resolution = resolveTarget(survey, to.target);
      if (!resolution.ok) return refused(resolution.reason, true);
      const other = resolution.questions[0];
      if (other === undefined) return refused('There is no such question.', true);
      const position = block.findIndex((candidate) => candidate.question.id === other.question.id);
      if (position === -1) {
        return refused(
          `Question ${entry.number} and question ${other.number} are in different sections; I can move a question within its own section.`,
        );
      }
      if (to.where === 'before') return { before: other.question.id };
      return { before: idAt(position + 1 === index ? position + 2 : position + 1) };
    }
  }
}

function moveQuestion(survey: SurveyDocument, target: QuestionTarget, to: MoveDestination): EditPlan {
  return withOneTarget(survey, target, (entry) => {
    const destination = moveTarget(survey, entry, to);
    if ('kind' in destination) return destination;
    return plan(
      [
        {
          op: 'move_question',
          question_id: entry.question.id,
          ...(destination.before === undefined ? {} : { before_question_id: destination.before }),
        },
      ],
      (after) => {
        const moved = listQuestions(after).find((other) => other.question.id === entry.question.id);
        return `Moved ${quote(entry.question.text)} to question ${moved?.number ?? entry.number}.`;
      },
      `Question ${entry.number} is already there.`,
    );
  });
}

// ----- survey and welcome page -------------------------------------------------------------------

const FIELD_LABEL: Record<WelcomeField, string> = { name: 'name', email: 'e-mail' };
const FIELD_KEY: Record<WelcomeField, 'collect_name' | 'collect_email'> = {
  name: 'collect_name',
  email: 'collect_email',
};

function setWelcomeFields(
  survey: SurveyDocument,
  fields: WelcomeField[],
  visibility: 'hidden' | 'optional' | 'required',
): EditPlan {
  const welcome = survey.pages.find((page) => page.page_type === 'WELCOME');
  if (welcome === undefined)
    return refused('This survey has no welcome page, so it asks for no name or e-mail.');
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
  const edit: SurveyEdit = { op: 'update_page', page_id: welcome.id };
  for (const field of fields) edit[FIELD_KEY[field]] = visibility;
  return plan([edit], `The welcome page ${state}.`, `The welcome page already ${already}.`);
}

// ----- entry point -------------------------------------------------------------------------------

/** The operations a command stands for on this survey, or why it can't be done. */
export function planEditCommand(survey: SurveyDocument, command: EditCommand): EditPlan {
  switch (command.kind) {
    case 'add-question':
      return addNewQuestion(survey, command);
    case 'remove-question':
      return removeQuestion(survey, command.target);
    case 'reword-question':
      return rewordQuestion(survey, command.target, command.text);
    case 'change-type':
      return changeType(survey, command.target, command.format);
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
    case 'move-question':
      return moveQuestion(survey, command.target, command.to);
    case 'add-variant':
      return plan(
        [{ op: 'add_variant', ...(command.title === null ? {} : { title: command.title }) }],
        () => addVariant(survey, command.title)?.confirmation ?? 'Added a variant.',
        "I couldn't find room for a showcase of variants.",
      );
    case 'rename-survey':
      return plan(
        [{ op: 'set_survey_details', title: command.title }],
        (after) => `Renamed the survey to ${quote(after.title)}.`,
        `The survey is already called ${quote(command.title)}.`,
      );
    case 'set-description':
      return plan(
        [{ op: 'set_survey_details', description: command.description }],
        'Updated the survey description.',
        'The survey already has that description.',
      );
    case 'welcome-fields':
      return setWelcomeFields(survey, command.fields, command.visibility);
    case 'translate':
      return { kind: 'translation', language: command.language };
  }
}

/** Reads a message into survey edit operations and applies them; 'not-a-command' when it is none. */
function planFor(survey: SurveyDocument, message: string): EditPlan | null {
  const design = planDesignCommand(survey, message);
  if (design !== null) return plan(design.edits, design.confirmation, design.noChange);
  const command = parseEditCommand(message);
  return command === null ? null : planEditCommand(survey, command);
}

export function editSurvey(survey: SurveyDocument, message: string): EditResult {
  const planned = planFor(survey, message);
  if (planned === null) return { kind: 'not-a-command' };
  if (planned.kind !== 'edits') return planned;
  try {
    const after = applySurveyEdits(survey, planned.edits);
    if (after === survey) return { kind: 'refused', reason: planned.noChange, listQuestions: false };
    return { kind: 'updated', survey: after, edits: planned.edits, confirmation: planned.confirm(after) };
  } catch (error) {
    if (error instanceof SurveyEditError) {
      return { kind: 'refused', reason: planned.noChange, listQuestions: false };
    }
    throw error;
  }
}
