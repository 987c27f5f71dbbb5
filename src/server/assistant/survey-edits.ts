import { z } from 'zod';
import {
  changeResponseType,
  deleteQuestion,
  findMediaItem,
  findQuestion,
  moveQuestion,
  removeBlock,
  removeChoiceOption,
  removeMediaItem,
  removePage,
  setMustViewAll,
  setStudyDesign,
  updateMediaData,
  updateMediaItem,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import { canBePreferenceQuestion, preferenceBlockIdOf } from '#shared/survey/study-design.ts';
import {
  MAX_MATRIX_COLUMNS,
  MAX_MATRIX_ROWS,
  MAX_RANKING_OPTIONS,
  MAX_SCALE_POINTS,
} from '#shared/survey/survey-rules.ts';
import { setMatrixTexts } from '#shared/survey/survey-operations.ts';
import {
  fieldVisibilities,
  studyDesigns,
  type ChoiceOption,
  type MediaSetBlock,
  type SurveyDocument,
} from '#shared/survey/survey-schema.ts';
import { modelQuestionSchema, modelQuestionTypes } from './model-survey-input.ts';
import { appendChoice, setChoiceTexts } from './offline/question-configuration.ts';
import { placeNewQuestion } from './offline/question-placement.ts';
import { balancedLabels } from './offline/scale-labels.ts';
import { addVariant } from './offline/variant-editing.ts';

// The one vocabulary of changes to an existing survey. The model's apply_edits tool takes these
// operations, and the offline assistant reads a request into the same ones (offline/edit-commands.ts),
// so one applier decides what every change does and both paths give the same survey for the same
// request. Each operation runs through the editor's pure operations, so every rule and limit of the
// editor holds. Targets are named by id; an unknown id is an error the model can repair.

const id = z.string().min(1);

/** Edits may also make yes/no questions (create_survey keeps to the four model types). */
export const editQuestionTypes = [...modelQuestionTypes, 'YES_NO'] as const;

const editQuestionSchema = modelQuestionSchema.extend({ response_type: z.enum(editQuestionTypes) });

/** How a question is answered; every field left out stays as it is. */
const responseFields = modelQuestionSchema
  .omit({ text: true, response_type: true, description: true, required: true })
  .extend({ response_type: z.enum(editQuestionTypes).optional() }).shape;

export const surveyEditSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('set_survey_details'),
    title: z.string().optional(),
    description: z.string().optional(),
  }),
  z.object({
    op: z.literal('update_page'),
    page_id: id,
    title: z.string().optional(),
    description: z.string().optional(),
    collect_name: z.enum(fieldVisibilities).optional(),
    collect_email: z.enum(fieldVisibilities).optional(),
  }),
  z.object({
    op: z.literal('add_question'),
    page_id: id.optional().describe('Defaults to the last survey page'),
    question: editQuestionSchema,
  }),
  z.object({
    op: z.literal('update_question'),
    question_id: id,
    text: z.string().optional(),
    description: z.string().optional(),
    required: z.boolean().optional(),
  }),
  z.object({ op: z.literal('set_response'), question_id: id, ...responseFields }),
  z.object({ op: z.literal('add_option'), question_id: id, text: z.string().min(1) }),
  z.object({
    op: z.literal('remove_option'),
    question_id: id,
    text: z.string().min(1).describe('The option as it reads now'),
  }),
  z.object({ op: z.literal('delete_question'), question_id: id }),
  z.object({
    op: z.literal('move_question'),
    question_id: id,
    before_question_id: id
      .optional()
      .describe('A question of the same block to move it in front of; left out: to the end of its block'),
  }),
  z.object({
    op: z.literal('add_variant'),
    title: z.string().optional().describe('Defaults to "Variant B", "Variant C", …'),
    text: z.string().optional(),
  }),
  z.object({
    op: z.literal('update_variant'),
    media_item_id: id,
    title: z.string().optional(),
    text: z.string().optional(),
  }),
  z.object({ op: z.literal('remove_variant'), media_item_id: id }),
  z.object({
    op: z.literal('set_study_design'),
    block_id: id.optional().describe('The variants block; defaults to the first one'),
    design: z
      .enum(studyDesigns)
      .optional()
      .describe(
        'monadic removes the preference question of the page: one variant leaves nothing to choose between',
      ),
    must_view_all: z.boolean().optional(),
  }),
]);
export type SurveyEdit = z.infer<typeof surveyEditSchema>;
type ResponseEdit = Omit<Extract<SurveyEdit, { op: 'set_response' }>, 'op' | 'question_id'>;

/** An edit that cannot be made; the message is shown to the model or the author as is. */
export class SurveyEditError extends Error {}

function questionRef(doc: SurveyDocument, questionId: string): ItemRef {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type === 'QUESTION_SET' && block.items.some((item) => item.id === questionId)) {
        return { pageId: page.id, blockId: block.id, itemId: questionId };
      }
    }
  }
  throw new SurveyEditError(`There is no question with id "${questionId}"`);
}

function mediaRef(doc: SurveyDocument, itemId: string): ItemRef {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET' && block.items.some((item) => item.id === itemId)) {
        return { pageId: page.id, blockId: block.id, itemId };
      }
    }
  }
  throw new SurveyEditError(`There is no variant (media item) with id "${itemId}"`);
}

/** The variants block by id, or the survey's first one. */
function mediaSetRef(
  doc: SurveyDocument,
  blockId: string | undefined,
): { pageId: string; block: MediaSetBlock } {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET' && (blockId === undefined || block.id === blockId))
        return { pageId: page.id, block };
    }
  }
  throw new SurveyEditError(
    blockId === undefined
      ? 'This survey has no variants to test'
      : `There is no variants block with id "${blockId}"`,
  );
}

/** Makes a choice question ask which of its page's variants people prefer, or stop asking it. */
function applyPreference(doc: SurveyDocument, ref: ItemRef, preference: boolean): SurveyDocument {
  const question = findQuestion(doc, ref);
  if (!question) throw new SurveyEditError(`There is no question with id "${ref.itemId}"`);
  if (!preference) return updateResponseOptions(doc, ref, { variants_of: null });
  if (!canBePreferenceQuestion(question))
    throw new SurveyEditError('Only a single-answer choice question can ask which variant people prefer');
  const set = doc.pages
    .find((page) => page.id === ref.pageId)
    ?.content_blocks.find((block) => block.type === 'MEDIA_SET');
  if (!set) throw new SurveyEditError("The question's page shows no variants to choose between");
  if (set.type === 'MEDIA_SET' && set.design === 'monadic')
    throw new SurveyEditError(
      'In a monadic test each person sees one variant, so it cannot ask which they prefer; change the design first',
    );
  return updateResponseOptions(doc, ref, { allow_multiple: false, allow_other: false, variants_of: set.id });
}

/**
 * Sets how a variants block is tested. A monadic test shows each respondent one variant, so the
 * page's preference question for that block goes (it could never be published).
 */
function applyStudyDesign(doc: SurveyDocument, edit: Extract<SurveyEdit, { op: 'set_study_design' }>) {
  const { pageId, block } = mediaSetRef(doc, edit.block_id);
  const ref = { pageId, blockId: block.id };
  let next = edit.design === undefined ? doc : setStudyDesign(doc, ref, edit.design);
  if (edit.must_view_all !== undefined) next = setMustViewAll(next, ref, edit.must_view_all);
  if (edit.design !== 'monadic') return next;
  const page = next.pages.find((candidate) => candidate.id === pageId);
  const preferenceIds = (page?.content_blocks ?? []).flatMap((candidate) =>
    candidate.type === 'QUESTION_SET'
      ? candidate.items.filter((question) => preferenceBlockIdOf(question) === block.id).map((q) => q.id)
      : [],
  );
  return preferenceIds.reduce(
    (current, questionId) => removeQuestion(current, questionRef(current, questionId)),
    next,
  );
}

function choiceOptions(doc: SurveyDocument, ref: ItemRef): ChoiceOption[] {
  const question = findQuestion(doc, ref);
  return question && isChoiceType(question.response_type)
    ? (question.response_options as { options: ChoiceOption[] }).options
    : [];
}

/** A number scale has at most MAX_SCALE_POINTS points; a wider range is asked on a slider. */
function effectiveType(edit: ResponseEdit, current: string): string {
  const type = edit.response_type ?? current;
  if (
    type === 'NUMBER_SELECT' &&
    edit.min !== undefined &&
    edit.max !== undefined &&
    Math.abs(edit.max - edit.min) + 1 > MAX_SCALE_POINTS
  ) {
    return 'SLIDER';
  }
  return type;
}

/**
 * Sets how a question is answered. A new type starts from the editor's defaults; a scale or slider
 * whose type or range changes gets end labels that fit the question unless the edit names them.
 */
function applyResponse(doc: SurveyDocument, ref: ItemRef, edit: ResponseEdit): SurveyDocument {
  const before = findQuestion(doc, ref);
  if (!before) throw new SurveyEditError(`There is no question with id "${ref.itemId}"`);
  const type = effectiveType(edit, before.response_type) as typeof before.response_type;
  const typeChanged = type !== before.response_type;
  let next = changeResponseType(doc, ref, type);
  const range =
    edit.min === undefined || edit.max === undefined
      ? undefined
      : { min: Math.min(edit.min, edit.max), max: Math.max(edit.min, edit.max) };
  const fitting = balancedLabels(before.text);
  const relabel = typeChanged || range !== undefined;
  const labels = {
    min: edit.min_label ?? (relabel ? fitting.min : undefined),
    mid: edit.mid_label ?? (relabel ? fitting.mid : undefined),
    max: edit.max_label ?? (relabel ? fitting.max : undefined),
  };
  switch (type) {
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
    case 'YES_NO': {
      if (edit.options !== undefined) {
        const texts = edit.options.map((text) => text.trim()).filter(Boolean);
        if (texts.length === 0) throw new SurveyEditError('A choice question needs at least one option');
        next = setChoiceTexts(next, ref, texts);
      }
      next = updateResponseOptions(next, ref, {
        ...(edit.allow_multiple === undefined ? {} : { allow_multiple: edit.allow_multiple }),
        ...(edit.allow_other === undefined ? {} : { allow_other: edit.allow_other }),
      });
      return edit.preference === undefined ? next : applyPreference(next, ref, edit.preference);
    }
    case 'NUMBER_SELECT':
    case 'RATING':
      if (range) next = updateResponseOptions(next, ref, range);
      return updateResponseOptions(next, ref, {
        ...(labels.min === undefined ? {} : { min_label: labels.min }),
        ...(labels.mid === undefined ? {} : { mid_label: labels.mid }),
        ...(labels.max === undefined ? {} : { max_label: labels.max }),
      });
    case 'SLIDER': {
      const sliderRange = range ?? (typeChanged ? { min: 0, max: 100 } : undefined);
      if (sliderRange) next = updateResponseOptions(next, ref, { ...sliderRange, step: 1 });
      if (edit.step !== undefined) next = updateResponseOptions(next, ref, { step: edit.step });
      return updateResponseOptions(next, ref, {
        labels: {
          ...(labels.min === undefined ? {} : { min: labels.min }),
          ...(labels.mid === undefined ? {} : { mid: labels.mid }),
          ...(labels.max === undefined ? {} : { max: labels.max }),
        },
      });
    }
    case 'FREE_RESPONSE':
    case 'EMAIL':
    case 'PHONE':
      return edit.placeholder === undefined
        ? next
        : updateResponseOptions(next, ref, { placeholder: edit.placeholder });
    case 'DROPDOWN': {
      if (edit.options === undefined) return next;
      const texts = edit.options.map((text) => text.trim()).filter(Boolean);
      if (texts.length === 0) throw new SurveyEditError('A dropdown needs at least one option');
      return setChoiceTexts(next, ref, texts);
    }
    case 'NPS':
      return updateResponseOptions(next, ref, {
        ...(edit.min_label === undefined ? {} : { min_label: edit.min_label }),
        ...(edit.max_label === undefined ? {} : { max_label: edit.max_label }),
      });
    case 'NUMBER':
      return updateResponseOptions(next, ref, {
        ...(edit.integer === undefined ? {} : { integer: edit.integer }),
        ...(edit.min === undefined ? {} : { min: edit.min }),
        ...(edit.max === undefined ? {} : { max: edit.max }),
        ...(edit.placeholder === undefined ? {} : { placeholder: edit.placeholder }),
      });
    case 'DATE':
      return updateResponseOptions(next, ref, {
        ...(edit.earliest === undefined ? {} : { earliest: edit.earliest }),
        ...(edit.latest === undefined ? {} : { latest: edit.latest }),
      });
    case 'CONSENT':
      return edit.statement === undefined
        ? next
        : updateResponseOptions(next, ref, { statement: edit.statement });
    case 'RANKING': {
      if (edit.options === undefined) return next;
      const texts = edit.options.map((text) => text.trim()).filter(Boolean);
      if (texts.length < 2) throw new SurveyEditError('A ranking question needs at least two options to order');
      if (texts.length > MAX_RANKING_OPTIONS)
        throw new SurveyEditError(`A ranking question orders at most ${MAX_RANKING_OPTIONS} options`);
      return setChoiceTexts(next, ref, texts);
    }
    case 'MATRIX':
      return applyMatrixTexts(next, ref, edit.rows, edit.columns);
  }
}

/** Gives a matrix question these statements (rows) and scale points (columns); ids of kept texts stay. */
function applyMatrixTexts(
  doc: SurveyDocument,
  ref: ItemRef,
  rows: readonly string[] | undefined,
  columns: readonly string[] | undefined,
): SurveyDocument {
  const clean = (texts: readonly string[] | undefined) => texts?.map((text) => text.trim()).filter(Boolean);
  const rowTexts = clean(rows);
  const columnTexts = clean(columns);
  if (rowTexts !== undefined && (rowTexts.length < 1 || rowTexts.length > MAX_MATRIX_ROWS))
    throw new SurveyEditError(`A matrix question rates 1 to ${MAX_MATRIX_ROWS} statements`);
  if (columnTexts !== undefined && (columnTexts.length < 2 || columnTexts.length > MAX_MATRIX_COLUMNS))
    throw new SurveyEditError(`A matrix scale has 2 to ${MAX_MATRIX_COLUMNS} points`);
  let next = doc;
  if (rowTexts) next = setMatrixTexts(next, ref, 'row', rowTexts);
  if (columnTexts) next = setMatrixTexts(next, ref, 'column', columnTexts);
  return next;
}

/** Deletes a question; the last one of a set takes its block (and an emptied page) with it. */
function removeQuestion(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  const deleted = deleteQuestion(doc, ref);
  if (deleted !== doc) return deleted;
  const withoutBlock = removeBlock(doc, ref);
  const page = withoutBlock.pages.find((candidate) => candidate.id === ref.pageId);
  const questionPages = withoutBlock.pages.filter((candidate) => candidate.page_type === 'STANDARD').length;
  if (page?.content_blocks.length === 0 && page.page_type === 'STANDARD' && questionPages > 1) {
    return removePage(withoutBlock, page.id);
  }
  return withoutBlock;
}

function move(doc: SurveyDocument, questionId: string, beforeId: string | undefined): SurveyDocument {
  const ref = questionRef(doc, questionId);
  const block = doc.pages
    .find((page) => page.id === ref.pageId)
    ?.content_blocks.find((candidate) => candidate.id === ref.blockId);
  if (block?.type !== 'QUESTION_SET')
    throw new SurveyEditError(`There is no question with id "${questionId}"`);
  const without = block.items.filter((item) => item.id !== questionId);
  if (beforeId === undefined) return moveQuestion(doc, ref, without.length);
  if (beforeId === questionId) return doc;
  const index = without.findIndex((item) => item.id === beforeId);
  if (index === -1) {
    questionRef(doc, beforeId);
    throw new SurveyEditError(
      'A question moves within its own block; the two questions are in different blocks',
    );
  }
  return moveQuestion(doc, ref, index);
}

export function applySurveyEdit(doc: SurveyDocument, edit: SurveyEdit): SurveyDocument {
  switch (edit.op) {
    case 'set_survey_details':
      return updateSurveyDetails(doc, { title: edit.title, description: edit.description });
    case 'update_page': {
      if (!doc.pages.some((page) => page.id === edit.page_id)) {
        throw new SurveyEditError(`There is no page with id "${edit.page_id}"`);
      }
      return updatePage(doc, edit.page_id, {
        title: edit.title,
        description: edit.description,
        options: {
          ...(edit.collect_name ? { collectName: edit.collect_name } : {}),
          ...(edit.collect_email ? { collectEmail: edit.collect_email } : {}),
        },
      });
    }
    case 'add_question': {
      if (edit.page_id && !doc.pages.some((page) => page.id === edit.page_id)) {
        throw new SurveyEditError(`There is no page with id "${edit.page_id}"`);
      }
      const placed = placeNewQuestion(doc, edit.page_id);
      if (!placed) throw new SurveyEditError("There's no place for a new question in this survey");
      const { text, description, required, ...response } = edit.question;
      const next = updateQuestion(placed.survey, placed.ref, {
        text: text.trim() || 'New question',
        description,
        required: required ?? false,
      });
      return applyResponse(next, placed.ref, response);
    }
    case 'update_question':
      return updateQuestion(doc, questionRef(doc, edit.question_id), {
        text: edit.text,
        description: edit.description,
        required: edit.required,
      });
    case 'set_response': {
      const { op: _op, question_id, ...response } = edit;
      return applyResponse(doc, questionRef(doc, question_id), response);
    }
    case 'add_option': {
      const ref = questionRef(doc, edit.question_id);
      if (!isChoiceType(findQuestion(doc, ref)?.response_type ?? 'FREE_RESPONSE')) {
        throw new SurveyEditError('Only a choice question has options; set its response type first');
      }
      return appendChoice(doc, ref, edit.text.trim());
    }
    case 'remove_option': {
      const ref = questionRef(doc, edit.question_id);
      const wanted = edit.text.trim().toLowerCase();
      const option = choiceOptions(doc, ref).find(
        (candidate) => candidate.text.trim().toLowerCase() === wanted,
      );
      if (!option) throw new SurveyEditError(`The question has no option "${edit.text.trim()}"`);
      return removeChoiceOption(doc, ref, option.id);
    }
    case 'delete_question':
      return removeQuestion(doc, questionRef(doc, edit.question_id));
    case 'move_question':
      return move(doc, edit.question_id, edit.before_question_id);
    case 'add_variant': {
      const added = addVariant(doc, edit.title?.trim() || null);
      if (!added) throw new SurveyEditError("There's no room for a showcase of variants in this survey");
      if (edit.text === undefined) return added.survey;
      const block = added.survey.pages
        .flatMap((page) => page.content_blocks.map((candidate) => ({ page, block: candidate })))
        .find(({ block: candidate }) => candidate.type === 'MEDIA_SET');
      const item = block?.block.type === 'MEDIA_SET' ? block.block.items.at(-1) : undefined;
      if (!block || !item) return added.survey;
      return updateMediaData(
        added.survey,
        { pageId: block.page.id, blockId: block.block.id, itemId: item.id },
        { text: edit.text },
      );
    }
    case 'update_variant': {
      const ref = mediaRef(doc, edit.media_item_id);
      const next = updateMediaItem(doc, ref, { title: edit.title });
      if (edit.text === undefined) return next;
      if (findMediaItem(next, ref)?.media_type !== 'DESCRIPTION') {
        throw new SurveyEditError('Only a text variant has text to change');
      }
      return updateMediaData(next, ref, { text: edit.text });
    }
    case 'set_study_design':
      return applyStudyDesign(doc, edit);
    case 'remove_variant': {
      const next = removeMediaItem(doc, mediaRef(doc, edit.media_item_id));
      if (next === doc) throw new SurveyEditError('A concept block keeps at least one variant');
      return next;
    }
  }
}

/** Applies the edits in order; the first failing one stops all of them (nothing half-applied). */
export function applySurveyEdits(doc: SurveyDocument, edits: readonly SurveyEdit[]): SurveyDocument {
  return edits.reduce(applySurveyEdit, doc);
}
