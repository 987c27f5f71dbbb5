import { createId } from './ids.ts';
import { DEFAULT_SCALE_LABELS } from './scale-display.ts';
import type {
  BlockType,
  ChoiceOption,
  ChoiceOptions,
  ConsentOptions,
  ContactOptions,
  ContentBlock,
  DateOptions,
  DescriptionMediaData,
  FileMediaData,
  FreeResponseOptions,
  MediaItem,
  MediaType,
  NpsOptions,
  NumberOptions,
  NumberSelectOptions,
  Page,
  PageOptions,
  PageType,
  MatrixEntry,
  MatrixOptions,
  QuestionItem,
  RankingOptions,
  ResponseType,
  SliderOptions,
  SurveyDocument,
  UrlMediaData,
} from './survey-schema.ts';

/** Text a media item shows after its uploaded file is removed (spec owner §4). */
export const FILE_REMOVED_TEXT = 'Add your content here...';
export const NEW_OPTION_TEXT = 'New option';
export const DEFAULT_SURVEY_TITLE = 'Untitled Survey';
export const DEFAULT_FREE_RESPONSE_PLACEHOLDER = 'Type your answer here...';
export const DEFAULT_FREE_RESPONSE_MAX_LENGTH = 500;
export const DEFAULT_NPS_LABELS = { min: 'Not at all likely', max: 'Extremely likely' } as const;
export const DEFAULT_EMAIL_PLACEHOLDER = 'name@example.com';
export const DEFAULT_PHONE_PLACEHOLDER = '+1 555 123 4567';
export const DEFAULT_NUMBER_PLACEHOLDER = 'Type a number';
export const DEFAULT_CONSENT_STATEMENT = 'I agree.';

export interface ResponseOptionsByType {
  FREE_RESPONSE: FreeResponseOptions;
  MULTIPLE_CHOICE: ChoiceOptions;
  SINGLE_CHOICE: ChoiceOptions;
  CHECKBOX: ChoiceOptions;
  YES_NO: ChoiceOptions;
  NUMBER_SELECT: NumberSelectOptions;
  RATING: NumberSelectOptions;
  SLIDER: SliderOptions;
  NPS: NpsOptions;
  DROPDOWN: ChoiceOptions;
  DATE: DateOptions;
  EMAIL: ContactOptions;
  PHONE: ContactOptions;
  NUMBER: NumberOptions;
  CONSENT: ConsentOptions;
  RANKING: RankingOptions;
  MATRIX: MatrixOptions;
}

export interface MediaDataByType {
  DESCRIPTION: DescriptionMediaData;
  URL: UrlMediaData;
  FILE: FileMediaData;
  IMAGE: FileMediaData;
  VIDEO: FileMediaData;
  AUDIO: FileMediaData;
  DOCUMENT: FileMediaData;
}

export function createChoiceOption(text: string, position: number): ChoiceOption {
  return { id: createId('option'), text, position };
}

function choiceOptions(texts: readonly string[], allowMultiple: boolean): ChoiceOptions {
  return {
    options: texts.map((text, index) => createChoiceOption(text, index)),
    allow_other: false,
    allow_multiple: allowMultiple,
  };
}

export const NEW_MATRIX_ROW_TEXT = 'New statement';
export const NEW_MATRIX_COLUMN_TEXT = 'New point';
/** The scale a new matrix question starts with: a five-point agreement scale. */
export const DEFAULT_MATRIX_COLUMNS = [
  'Strongly disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly agree',
] as const;

export function createMatrixEntry(kind: 'row' | 'column', text: string, position: number): MatrixEntry {
  return { id: createId(kind === 'row' ? 'row' : 'column'), text, position };
}

function rankingOptions(): RankingOptions {
  return {
    options: ['Option A', 'Option B', 'Option C'].map((text, index) => createChoiceOption(text, index)),
  };
}

function matrixOptions(): MatrixOptions {
  return {
    rows: ['Statement 1', 'Statement 2'].map((text, index) => createMatrixEntry('row', text, index)),
    columns: DEFAULT_MATRIX_COLUMNS.map((text, index) => createMatrixEntry('column', text, index)),
  };
}

function freeResponseOptions(): FreeResponseOptions {
  return { placeholder: DEFAULT_FREE_RESPONSE_PLACEHOLDER, maxLength: DEFAULT_FREE_RESPONSE_MAX_LENGTH };
}

function numberSelectOptions(): NumberSelectOptions {
  const { min, mid, max } = DEFAULT_SCALE_LABELS;
  return { scale: 5, min: 1, max: 5, min_label: min, mid_label: mid, max_label: max };
}

function sliderOptions(): SliderOptions {
  return { min: 1, max: 100, step: 1, labels: { ...DEFAULT_SCALE_LABELS } };
}

function npsOptions(): NpsOptions {
  return { min_label: DEFAULT_NPS_LABELS.min, max_label: DEFAULT_NPS_LABELS.max };
}

function contactOptions(type: 'EMAIL' | 'PHONE'): ContactOptions {
  return { placeholder: type === 'EMAIL' ? DEFAULT_EMAIL_PLACEHOLDER : DEFAULT_PHONE_PLACEHOLDER };
}

function numberOptions(): NumberOptions {
  return { placeholder: DEFAULT_NUMBER_PLACEHOLDER, min: null, max: null, integer: false };
}

function consentOptions(): ConsentOptions {
  return { statement: DEFAULT_CONSENT_STATEMENT };
}

/** Fresh default response options for a response type; choice types get new option ids each call. */
export function defaultResponseOptions<T extends ResponseType>(type: T): ResponseOptionsByType[T];
export function defaultResponseOptions(type: ResponseType): ResponseOptionsByType[ResponseType] {
  switch (type) {
    case 'FREE_RESPONSE':
      return freeResponseOptions();
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
      return choiceOptions(['Option A', 'Option B'], false);
    case 'CHECKBOX':
      return choiceOptions(['Option A', 'Option B'], true);
    case 'YES_NO':
      return choiceOptions(['Yes', 'No'], false);
    case 'NUMBER_SELECT':
    case 'RATING':
      return numberSelectOptions();
    case 'SLIDER':
      return sliderOptions();
    case 'NPS':
      return npsOptions();
    case 'DROPDOWN':
      return choiceOptions(['Option A', 'Option B', 'Option C'], false);
    case 'DATE':
      return { earliest: null, latest: null };
    case 'EMAIL':
    case 'PHONE':
      return contactOptions(type);
    case 'NUMBER':
      return numberOptions();
    case 'CONSENT':
      return consentOptions();
    case 'RANKING':
      return rankingOptions();
    case 'MATRIX':
      return matrixOptions();
  }
}

type QuestionBase = Omit<QuestionItem, 'response_type' | 'response_options'>;

/**
 * The question with the given response type and that type's default options; the rest of the
 * question (id, text, description, required, position) is kept.
 */
export function questionWithResponseType(question: QuestionBase, type: ResponseType): QuestionItem {
  const base: QuestionBase = {
    id: question.id,
    text: question.text,
    description: question.description,
    required: question.required,
    position: question.position,
    // Its name and rules stay (issue 12); a rule the new type cannot test is reported on publish.
    ...(question.key !== undefined ? { key: question.key } : {}),
    ...(question.logic !== undefined ? { logic: question.logic } : {}),
  };
  switch (type) {
    case 'FREE_RESPONSE':
      return { ...base, response_type: type, response_options: freeResponseOptions() };
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
    case 'YES_NO':
      return { ...base, response_type: type, response_options: defaultResponseOptions(type) };
    case 'NUMBER_SELECT':
    case 'RATING':
      return { ...base, response_type: type, response_options: numberSelectOptions() };
    case 'SLIDER':
      return { ...base, response_type: type, response_options: sliderOptions() };
    case 'NPS':
      return { ...base, response_type: type, response_options: npsOptions() };
    case 'DROPDOWN':
      return { ...base, response_type: type, response_options: defaultResponseOptions(type) };
    case 'DATE':
      return { ...base, response_type: type, response_options: { earliest: null, latest: null } };
    case 'EMAIL':
    case 'PHONE':
      return { ...base, response_type: type, response_options: contactOptions(type) };
    case 'NUMBER':
      return { ...base, response_type: type, response_options: numberOptions() };
    case 'CONSENT':
      return { ...base, response_type: type, response_options: consentOptions() };
    case 'RANKING':
      return { ...base, response_type: type, response_options: rankingOptions() };
    case 'MATRIX':
      return { ...base, response_type: type, response_options: matrixOptions() };
  }
}

export function createQuestion(position: number): QuestionItem {
  return questionWithResponseType(
    { id: createId('question'), text: '', description: '', required: false, position },
    'FREE_RESPONSE',
  );
}

function emptyFileData(): FileMediaData {
  return {
    file_url: '',
    file_name: '',
    file_size: 0,
    file_type: '',
    file_extension: '',
    category: '',
    upload_status: 'idle',
    upload_error: '',
    object_key: '',
  };
}

/** Fresh default media_data for a media type. */
export function defaultMediaData<T extends MediaType>(type: T): MediaDataByType[T];
export function defaultMediaData(type: MediaType): MediaDataByType[MediaType] {
  switch (type) {
    case 'DESCRIPTION':
      return { text: '' };
    case 'URL':
      return {
        url: '',
        fetch_status: 'idle',
        metadata: null,
        preview_mode: 'card',
        custom_title: '',
        custom_description: '',
      };
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT':
      return emptyFileData();
  }
}

type MediaBase = Omit<MediaItem, 'media_type' | 'media_data'>;

/** The media item with the given media type and that type's default media_data; captions kept. */
export function mediaItemWithType(item: MediaBase, type: MediaType): MediaItem {
  const base: MediaBase = {
    id: item.id,
    title: item.title,
    description: item.description,
    show_title: item.show_title,
    show_description: item.show_description,
    position: item.position,
  };
  switch (type) {
    case 'DESCRIPTION':
      return { ...base, media_type: type, media_data: defaultMediaData(type) };
    case 'URL':
      return { ...base, media_type: type, media_data: defaultMediaData(type) };
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT':
      return { ...base, media_type: type, media_data: emptyFileData() };
  }
}

export function createMediaItem(position: number): MediaItem {
  return mediaItemWithType(
    {
      id: createId('media'),
      title: '',
      description: '',
      show_title: false,
      show_description: false,
      position,
    },
    'FILE',
  );
}

export function createBlock(type: BlockType, position: number): ContentBlock {
  const base = { id: createId('block'), position, column_position: position };
  return type === 'QUESTION_SET'
    ? { ...base, type, items: [createQuestion(0)] }
    : { ...base, type, items: [createMediaItem(0)] };
}

/** Page options a page of this type starts with (the welcome page asks for a name and an e-mail). */
export function defaultPageOptions(pageType: PageType): PageOptions {
  return pageType === 'WELCOME' ? { collectName: 'required', collectEmail: 'optional' } : {};
}

export function createPage(pageType: PageType = 'STANDARD', position = 0): Page {
  return {
    id: createId('page'),
    title: '',
    description: '',
    page_type: pageType,
    position,
    options: defaultPageOptions(pageType),
    visual_layout: null,
    content_blocks: [],
  };
}

/** The document a new, empty survey starts with: welcome page, one question page, thank-you page. */
export function createStarterSurvey(): SurveyDocument {
  const welcome: Page = {
    ...createPage('WELCOME', 0),
    title: 'Welcome',
    description: 'Thank you for taking part. Your answers help us understand what matters to you.',
  };
  const questions: Page = { ...createPage('STANDARD', 1), content_blocks: [createBlock('QUESTION_SET', 0)] };
  const thankYou: Page = {
    ...createPage('THANK_YOU', 2),
    title: 'Thank You!',
    description: 'Your response has been submitted successfully.',
  };
  return { title: DEFAULT_SURVEY_TITLE, description: '', pages: [welcome, questions, thankYou] };
}
