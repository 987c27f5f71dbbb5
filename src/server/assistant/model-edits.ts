import { z } from 'zod';
import {
  addMediaItem,
  changeMediaType,
  changeResponseType,
  deleteQuestion,
  findQuestion,
  removeMediaItem,
  toggleMediaCaptions,
  updateMediaData,
  updateMediaItem,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import { fieldVisibilities, type SurveyDocument } from '#shared/survey/survey-schema.ts';
import {
  modelQuestionSchema,
  modelQuestionTypes,
  responseOptionsFor,
  type ModelQuestion,
} from './model-survey-input.ts';
import { setChoiceTexts } from './offline/question-configuration.ts';
import { placeNewQuestion } from './offline/question-placement.ts';

// The edits a language model may make to the current survey (the apply_edits tool). Each one is
// carried out by the editor's own pure operations, so every rule and limit of the editor holds.
// Targets are named by the ids shown to the model; an unknown id is an error the model can repair.

const id = z.string().min(1);

export const modelEditSchema = z.discriminatedUnion('op', [
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
    question: modelQuestionSchema,
  }),
  z.object({
    op: z.literal('update_question'),
    question_id: id,
    text: z.string().optional(),
    description: z.string().optional(),
    required: z.boolean().optional(),
  }),
  z.object({
    op: z.literal('set_response'),
    question_id: id,
    response_type: z.enum(modelQuestionTypes).optional(),
    ...modelQuestionSchema.omit({ text: true, response_type: true, description: true, required: true }).shape,
  }),
  z.object({ op: z.literal('delete_question'), question_id: id }),
  z.object({ op: z.literal('add_variant'), title: z.string(), text: z.string().optional() }),
  z.object({
    op: z.literal('update_variant'),
    media_item_id: id,
    title: z.string().optional(),
    text: z.string().optional(),
  }),
  z.object({ op: z.literal('remove_variant'), media_item_id: id }),
]);
export type ModelEdit = z.infer<typeof modelEditSchema>;

export class ModelEditError extends Error {}

function questionRef(doc: SurveyDocument, questionId: string): ItemRef {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type === 'QUESTION_SET' && block.items.some((item) => item.id === questionId)) {
        return { pageId: page.id, blockId: block.id, itemId: questionId };
      }
    }
  }
  throw new ModelEditError(`There is no question with id "${questionId}"`);
}

function mediaRef(doc: SurveyDocument, itemId: string): ItemRef {
  for (const page of doc.pages) {
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET' && block.items.some((item) => item.id === itemId)) {
        return { pageId: page.id, blockId: block.id, itemId };
      }
    }
  }
  throw new ModelEditError(`There is no variant (media item) with id "${itemId}"`);
}

/** The editor's option operations do the work (limits, ids); an empty list is the model's mistake. */
function setOptions(doc: SurveyDocument, ref: ItemRef, texts: readonly string[]): SurveyDocument {
  const cleaned = texts.map((text) => text.trim()).filter(Boolean);
  if (cleaned.length === 0) throw new ModelEditError('A choice question needs at least one option');
  return setChoiceTexts(doc, ref, cleaned);
}

function applyResponse(doc: SurveyDocument, ref: ItemRef, question: Partial<ModelQuestion>): SurveyDocument {
  let next = doc;
  if (question.response_type) next = changeResponseType(next, ref, question.response_type);
  const current = findQuestion(next, ref);
  if (!current) throw new ModelEditError(`There is no question with id "${ref.itemId}"`);
  const options = responseOptionsFor({
    ...question,
    response_type: current.response_type as ModelQuestion['response_type'],
  });
  const { options: texts, ...rest } = options as { options?: string[] } & Record<string, unknown>;
  next = updateResponseOptions(next, ref, rest);
  if (texts) next = setOptions(next, ref, texts);
  return next;
}

export function applyModelEdit(doc: SurveyDocument, edit: ModelEdit): SurveyDocument {
  switch (edit.op) {
    case 'set_survey_details':
      return updateSurveyDetails(doc, { title: edit.title, description: edit.description });
    case 'update_page': {
      if (!doc.pages.some((page) => page.id === edit.page_id)) {
        throw new ModelEditError(`There is no page with id "${edit.page_id}"`);
      }
      return updatePage(doc, edit.page_id, {
        title: edit.title,
        description: edit.description,
        options: { collectName: edit.collect_name, collectEmail: edit.collect_email },
      });
    }
    case 'add_question': {
      if (edit.page_id && !doc.pages.some((page) => page.id === edit.page_id)) {
        throw new ModelEditError(`There is no page with id "${edit.page_id}"`);
      }
      const placed = placeNewQuestion(doc, edit.page_id);
      if (!placed) throw new ModelEditError('Could not add the question');
      const { ref } = placed;
      const next = updateQuestion(placed.survey, ref, {
        text: edit.question.text,
        description: edit.question.description,
        required: edit.question.required ?? false,
      });
      return applyResponse(next, ref, edit.question);
    }
    case 'update_question':
      return updateQuestion(doc, questionRef(doc, edit.question_id), {
        text: edit.text,
        description: edit.description,
        required: edit.required,
      });
    case 'set_response': {
      const { op: _op, question_id, ...question } = edit;
      return applyResponse(doc, questionRef(doc, question_id), question);
    }
    case 'delete_question': {
      const next = deleteQuestion(doc, questionRef(doc, edit.question_id));
      if (next === doc) throw new ModelEditError('The last question of a question set cannot be deleted');
      return next;
    }
    case 'add_variant': {
      const page = doc.pages.find((candidate) =>
        candidate.content_blocks.some((block) => block.type === 'MEDIA_SET'),
      );
      const block = page?.content_blocks.find((candidate) => candidate.type === 'MEDIA_SET');
      if (!page || !block)
        throw new ModelEditError('This survey has no concept (media) block to add a variant to');
      const added = addMediaItem(doc, { pageId: page.id, blockId: block.id });
      const addedBlock = added.pages
        .find((p) => p.id === page.id)
        ?.content_blocks.find((b) => b.id === block.id);
      const item = addedBlock?.items.at(-1);
      if (!item) throw new ModelEditError('Could not add the variant');
      const ref = { pageId: page.id, blockId: block.id, itemId: item.id };
      let next = changeMediaType(added, ref, 'DESCRIPTION');
      next = toggleMediaCaptions(next, ref);
      next = updateMediaItem(next, ref, { title: edit.title });
      return updateMediaData(next, ref, { text: edit.text ?? '' });
    }
    case 'update_variant': {
      const ref = mediaRef(doc, edit.media_item_id);
      const next = updateMediaItem(doc, ref, { title: edit.title });
      return edit.text === undefined ? next : updateMediaData(next, ref, { text: edit.text });
    }
    case 'remove_variant': {
      const next = removeMediaItem(doc, mediaRef(doc, edit.media_item_id));
      if (next === doc) throw new ModelEditError('A concept block keeps at least one variant');
      return next;
    }
  }
}

/** Applies the edits in order; the first failing one stops all of them (nothing half-applied). */
export function applyModelEdits(doc: SurveyDocument, edits: readonly ModelEdit[]): SurveyDocument {
  return edits.reduce(applyModelEdit, doc);
}
