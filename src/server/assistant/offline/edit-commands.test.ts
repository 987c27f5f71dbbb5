import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import { surveyDocumentSchema } from '#shared/survey/survey-schema.ts';
import type { MediaItem, QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { editSurvey } from './edit-commands.ts';
import type { EditResult } from './edit-commands.ts';
import { listQuestions } from './question-index.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function normalized(input: unknown): SurveyDocument {
  const result = normalizeSurvey(input);
  if (!result.ok) throw new Error(result.error);
  return deepFreeze(result.survey);
}

/** A concept test: variants and two questions on page 1, three questions on page 2. */
function fixture(): SurveyDocument {
  return normalized({
    title: 'Budgeting app: headline test',
    pages: [
      {
        page_type: 'WELCOME',
        title: 'Welcome',
        options: { collectName: 'required', collectEmail: 'optional' },
      },
      {
        page_type: 'STANDARD',
        title: 'Compare',
        content_blocks: [
          {
            type: 'MEDIA_SET',
            items: [
              {
                media_type: 'DESCRIPTION',
                title: 'Variant A',
                media_data: { text: 'Headline A: replace this with your first landing-page headline.' },
              },
              {
                media_type: 'DESCRIPTION',
                title: 'Variant B',
                media_data: { text: 'Headline B: replace this with your second landing-page headline.' },
              },
            ],
          },
          {
            type: 'QUESTION_SET',
            items: [
              {
                text: 'Which headline do you prefer?',
                response_type: 'MULTIPLE_CHOICE',
                required: true,
                response_options: { options: ['Variant A', 'Variant B', 'No preference'] },
              },
              {
                text: 'How appealing is Variant A?',
                response_type: 'NUMBER_SELECT',
                response_options: { min: 1, max: 5 },
              },
            ],
          },
        ],
      },
      {
        page_type: 'STANDARD',
        title: 'More',
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: [
              { text: 'What do you think about the price?', response_type: 'FREE_RESPONSE' },
              {
                text: 'How likely are you to try it?',
                response_type: 'SLIDER',
                response_options: { min: 0, max: 100 },
              },
              { text: 'Anything else?', response_type: 'FREE_RESPONSE' },
            ],
          },
        ],
      },
      { page_type: 'THANK_YOU', title: 'Thanks' },
    ],
  });
}

function expectUpdated(result: EditResult): Extract<EditResult, { kind: 'updated' }> {
  if (result.kind !== 'updated') throw new Error(`expected an update, got ${JSON.stringify(result)}`);
  expect(surveyDocumentSchema.safeParse(result.survey).success).toBe(true);
  expect(normalizeSurvey(result.survey)).toEqual({ ok: true, survey: result.survey });
  return result;
}

function expectRefused(result: EditResult): Extract<EditResult, { kind: 'refused' }> {
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${JSON.stringify(result)}`);
  return result;
}

function question(survey: SurveyDocument, number: number): QuestionItem {
  const entry = listQuestions(survey)[number - 1];
  if (entry === undefined) throw new Error(`no question ${number}`);
  return entry.question;
}

function mediaItems(survey: SurveyDocument): MediaItem[] {
  for (const page of survey.pages) {
    for (const block of page.content_blocks) if (block.type === 'MEDIA_SET') return block.items;
  }
  return [];
}

function choiceTexts(item: QuestionItem): string[] {
  return 'options' in item.response_options ? item.response_options.options.map((option) => option.text) : [];
}

describe('adding questions', () => {
  test('“add a question asking how likely they are to sign up, 1 to 10” adds a 1–10 scale at the end', () => {
    const survey = fixture();
    const result = expectUpdated(
      editSurvey(survey, 'add a question asking how likely they are to sign up, 1 to 10'),
    );
    const added = question(result.survey, 6);
    expect(added.text).toBe('How likely are you to sign up?');
    expect(added.response_type).toBe('NUMBER_SELECT');
    expect(added.response_options).toMatchObject({
      min: 1,
      max: 10,
      scale: 10,
      min_label: 'Not at all likely',
      max_label: 'Extremely likely',
    });
    expect(listQuestions(result.survey)[5]!.pageIndex).toBe(2);
    expect(result.confirmation).toContain('question 6');
    expect(result.confirmation).toContain('How likely are you to sign up?');
  });

  test('a 0 to 10 range (11 points) fits a number scale; 0 to 20 becomes a slider', () => {
    const result = expectUpdated(
      editSurvey(fixture(), 'Add a question asking how likely they are to recommend it, 0 to 10'),
    );
    expect(question(result.survey, 6)).toMatchObject({
      text: 'How likely are you to recommend it?',
      response_type: 'NUMBER_SELECT',
      response_options: { min: 0, max: 10, scale: 11 },
    });
    const wide = expectUpdated(
      editSurvey(fixture(), 'Add a question asking how likely they are to recommend it, 0 to 20'),
    );
    expect(question(wide.survey, 6)).toMatchObject({
      response_type: 'SLIDER',
      response_options: { min: 0, max: 20, step: 1 },
    });
  });

  test('yes/no, multiple choice, open and slider questions', () => {
    const yesNo = expectUpdated(
      editSurvey(fixture(), 'add a yes/no question asking whether they would use it again'),
    );
    expect(question(yesNo.survey, 6)).toMatchObject({
      text: 'Would you use it again?',
      response_type: 'YES_NO',
    });
    expect(choiceTexts(question(yesNo.survey, 6))).toEqual(['Yes', 'No']);

    const multiple = expectUpdated(
      editSurvey(
        fixture(),
        'add a multiple choice question asking how often they budget with options Weekly, Monthly, Never',
      ),
    );
    expect(question(multiple.survey, 6)).toMatchObject({
      text: 'How often do you budget?',
      response_type: 'MULTIPLE_CHOICE',
    });
    expect(choiceTexts(question(multiple.survey, 6))).toEqual(['Weekly', 'Monthly', 'Never']);

    const open = expectUpdated(editSurvey(fixture(), 'add an open question about their biggest money worry'));
    expect(question(open.survey, 6)).toMatchObject({
      text: 'What is your biggest money worry?',
      response_type: 'FREE_RESPONSE',
    });

    const slider = expectUpdated(
      editSurvey(fixture(), 'add a slider question asking how confident they feel about their finances'),
    );
    expect(question(slider.survey, 6)).toMatchObject({
      text: 'How confident do you feel about your finances?',
      response_type: 'SLIDER',
      response_options: { min: 0, max: 100, labels: { min: 'Not confident', max: 'Very confident' } },
    });
  });

  test('a last page without a question set gets one when it has room', () => {
    const survey = normalized({
      pages: [
        {
          page_type: 'STANDARD',
          content_blocks: [
            { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION', media_data: { text: 'x' } }] },
          ],
        },
        { page_type: 'THANK_YOU' },
      ],
    });
    const result = expectUpdated(editSurvey(survey, 'add a question asking what they think'));
    expect(result.survey.pages).toHaveLength(2);
    expect(result.survey.pages[0]!.content_blocks.map((block) => block.type)).toEqual([
      'MEDIA_SET',
      'QUESTION_SET',
    ]);
    expect(listQuestions(result.survey).map((entry) => entry.question.text)).toEqual(['What do you think?']);
  });

  test('a full last page without a question set gets a new page before the thank-you page', () => {
    const media = { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION', media_data: { text: 'x' } }] };
    const survey = normalized({
      pages: [{ page_type: 'STANDARD', content_blocks: [media, media] }, { page_type: 'THANK_YOU' }],
    });
    const result = expectUpdated(editSurvey(survey, 'add a question asking what they think'));
    expect(result.survey.pages.map((page) => page.page_type)).toEqual(['STANDARD', 'STANDARD', 'THANK_YOU']);
    expect(result.survey.pages[1]!.content_blocks).toHaveLength(1);
    expect(result.confirmation).toContain('new page');
  });

  test('a question without wording gets a placeholder and a hint', () => {
    const result = expectUpdated(editSurvey(fixture(), 'add a question'));
    expect(question(result.survey, 6).text).toBe('New question');
    expect(result.confirmation).toContain('Change question 6 to');
  });
});

describe('removing questions', () => {
  test('by number and by ordinal', () => {
    const survey = fixture();
    const third = question(survey, 3);
    const byNumber = expectUpdated(editSurvey(survey, 'remove question 3'));
    expect(listQuestions(byNumber.survey)).toHaveLength(4);
    expect(listQuestions(byNumber.survey).some((entry) => entry.question.id === third.id)).toBe(false);
    expect(byNumber.confirmation).toContain('4 questions left');

    const byOrdinal = expectUpdated(editSurvey(survey, 'delete the second question'));
    expect(listQuestions(byOrdinal.survey).map((entry) => entry.question.text)).not.toContain(
      'How appealing is Variant A?',
    );
  });

  test('by wording and the last one', () => {
    const byText = expectUpdated(editSurvey(fixture(), 'remove the question about price'));
    expect(listQuestions(byText.survey).map((entry) => entry.question.text)).not.toContain(
      'What do you think about the price?',
    );
    const last = expectUpdated(editSurvey(fixture(), 'remove the last question'));
    expect(listQuestions(last.survey).map((entry) => entry.question.text)).not.toContain('Anything else?');
  });

  test('the only question of a set takes its block and empty page with it', () => {
    let survey = fixture();
    for (let count = 0; count < 3; count++)
      survey = expectUpdated(editSurvey(survey, 'remove question 3')).survey;
    expect(survey.pages.map((page) => page.page_type)).toEqual(['WELCOME', 'STANDARD', 'THANK_YOU']);
    expect(listQuestions(survey)).toHaveLength(2);
  });

  test('a missing target explains what exists', () => {
    const refused = expectRefused(editSurvey(fixture(), 'remove question 9'));
    expect(refused.reason).toBe('There is no question 9. This survey has 5 questions.');
    expect(refused.listQuestions).toBe(true);
    expect(expectRefused(editSurvey(fixture(), 'remove the question about pizza')).reason).toContain(
      'This survey has 5 questions.',
    );
  });
});

describe('changing questions', () => {
  test('reword by number, with quotes kept verbatim', () => {
    const result = expectUpdated(editSurvey(fixture(), "change question 2 to 'How often do you budget?'"));
    expect(question(result.survey, 2).text).toBe('How often do you budget?');
    expect(question(result.survey, 2).response_type).toBe('NUMBER_SELECT');
  });

  test('rename a question described in the third person', () => {
    const result = expectUpdated(
      editSurvey(fixture(), 'rename the first question to how often they check their balance'),
    );
    expect(question(result.survey, 1).text).toBe('How often do you check your balance?');
  });

  test('“make the second question multiple choice with options Weekly, Monthly, Never”', () => {
    const survey = fixture();
    const result = expectUpdated(
      editSurvey(survey, 'make the second question multiple choice with options Weekly, Monthly, Never'),
    );
    const changed = question(result.survey, 2);
    expect(changed.id).toBe(question(survey, 2).id);
    expect(changed.text).toBe('How appealing is Variant A?');
    expect(changed.response_type).toBe('MULTIPLE_CHOICE');
    expect(choiceTexts(changed)).toEqual(['Weekly', 'Monthly', 'Never']);
    expect(result.confirmation).toBe('Question 2 is now multiple choice: Weekly, Monthly, Never.');
  });

  test('make a question a slider, free text or a 1–5 rating', () => {
    const slider = expectUpdated(editSurvey(fixture(), 'make question 1 a slider'));
    expect(question(slider.survey, 1)).toMatchObject({
      response_type: 'SLIDER',
      response_options: { min: 0, max: 100 },
    });
    const free = expectUpdated(editSurvey(fixture(), 'change question 4 to free text'));
    expect(question(free.survey, 4).response_type).toBe('FREE_RESPONSE');
    const rating = expectUpdated(editSurvey(fixture(), 'make question 3 a 1-5 rating'));
    expect(question(rating.survey, 3)).toMatchObject({
      response_type: 'NUMBER_SELECT',
      response_options: { min: 1, max: 5, scale: 5 },
    });
  });

  test('a question already of that type is refused', () => {
    expect(expectRefused(editSurvey(fixture(), 'change question 3 to free text')).reason).toBe(
      'Question 3 is already open text.',
    );
  });

  test('set options, turning a non-choice question into multiple choice', () => {
    const onChoice = expectUpdated(
      editSurvey(fixture(), 'set the options of question 1 to Red, Green, Blue'),
    );
    expect(choiceTexts(question(onChoice.survey, 1))).toEqual(['Red', 'Green', 'Blue']);
    const onScale = expectUpdated(editSurvey(fixture(), 'set the options of question 2 to Red, Green'));
    expect(question(onScale.survey, 2).response_type).toBe('MULTIPLE_CHOICE');
    expect(choiceTexts(question(onScale.survey, 2))).toEqual(['Red', 'Green']);
  });

  test('add and remove single options; allow "Other"', () => {
    const added = expectUpdated(editSurvey(fixture(), 'add option Maybe later to question 1'));
    expect(choiceTexts(question(added.survey, 1))).toEqual([
      'Variant A',
      'Variant B',
      'No preference',
      'Maybe later',
    ]);
    const removed = expectUpdated(editSurvey(fixture(), 'remove option No preference from question 1'));
    expect(choiceTexts(question(removed.survey, 1))).toEqual(['Variant A', 'Variant B']);
    const other = expectUpdated(editSurvey(fixture(), 'add option Other'));
    expect(question(other.survey, 1).response_options).toMatchObject({ allow_other: true });
    expectRefused(editSurvey(other.survey, 'allow other answers on question 1'));
    expect(expectRefused(editSurvey(fixture(), 'add option Maybe to question 3')).reason).toContain(
      'is not a multiple-choice question',
    );
    expect(expectRefused(editSurvey(fixture(), 'remove option Purple from question 1')).reason).toContain(
      'has no option',
    );
  });

  test('required and optional, one or all', () => {
    const required = expectUpdated(editSurvey(fixture(), 'make question 2 required'));
    expect(question(required.survey, 2).required).toBe(true);
    const optional = expectUpdated(editSurvey(fixture(), 'make question 1 optional'));
    expect(question(optional.survey, 1).required).toBe(false);
    const all = expectUpdated(editSurvey(fixture(), 'make all questions required'));
    expect(listQuestions(all.survey).every((entry) => entry.question.required)).toBe(true);
    expect(expectRefused(editSurvey(fixture(), 'make question 1 required')).reason).toBe(
      'Question 1 is already required.',
    );
  });
});

describe('variants', () => {
  test('“add a variant” adds Variant C and offers it before “No preference”', () => {
    const result = expectUpdated(editSurvey(fixture(), 'add a variant'));
    const items = mediaItems(result.survey);
    expect(items).toHaveLength(3);
    expect(items[2]).toMatchObject({
      media_type: 'DESCRIPTION',
      title: 'Variant C',
      show_title: true,
      media_data: { text: 'Headline C: replace this with your third landing-page headline.' },
    });
    expect(choiceTexts(question(result.survey, 1))).toEqual([
      'Variant A',
      'Variant B',
      'Variant C',
      'No preference',
    ]);
  });

  test('“add a third variant called Headline C” uses the given title', () => {
    const result = expectUpdated(editSurvey(fixture(), 'add a third variant called Headline C'));
    expect(mediaItems(result.survey)[2]?.title).toBe('Headline C');
    expect(choiceTexts(question(result.survey, 1))).toContain('Headline C');
  });

  test('without a media set, a showcase is created beside the first questions that fit', () => {
    const survey = normalized({
      pages: [
        { page_type: 'WELCOME' },
        { page_type: 'STANDARD', content_blocks: [{ type: 'QUESTION_SET', items: [{ text: 'Q?' }] }] },
        { page_type: 'THANK_YOU' },
      ],
    });
    const result = expectUpdated(editSurvey(survey, 'add a variant'));
    expect(result.survey.pages[1]!.content_blocks.map((block) => block.type)).toEqual([
      'MEDIA_SET',
      'QUESTION_SET',
    ]);
    expect(mediaItems(result.survey)[0]).toMatchObject({
      media_type: 'DESCRIPTION',
      title: 'Variant A',
      show_title: true,
    });
  });
});

describe('survey details and the welcome page', () => {
  test('rename the survey', () => {
    for (const message of [
      'rename the survey to Budget check-in',
      'call it Budget check-in',
      'change the title to Budget check-in',
    ]) {
      expect(expectUpdated(editSurvey(fixture(), message)).survey.title).toBe('Budget check-in');
    }
    expect(
      expectRefused(editSurvey(fixture(), 'rename the survey to Budgeting app: headline test')).reason,
    ).toContain('already called');
  });

  test("“remove the welcome page's email field” hides the e-mail field", () => {
    const result = expectUpdated(editSurvey(fixture(), "remove the welcome page's email field"));
    expect(result.survey.pages[0]!.options).toMatchObject({
      collectName: 'required',
      collectEmail: 'hidden',
    });
    expect(result.confirmation).toBe('The welcome page no longer asks for e-mail.');
  });

  test('other welcome field commands', () => {
    expect(
      expectUpdated(editSurvey(fixture(), "don't ask for email")).survey.pages[0]!.options.collectEmail,
    ).toBe('hidden');
    expect(
      expectUpdated(editSurvey(fixture(), 'make name optional')).survey.pages[0]!.options.collectName,
    ).toBe('optional');
    expect(
      expectUpdated(editSurvey(fixture(), 'make email required')).survey.pages[0]!.options.collectEmail,
    ).toBe('required');
    expect(expectUpdated(editSurvey(fixture(), 'make it anonymous')).survey.pages[0]!.options).toMatchObject({
      collectName: 'hidden',
      collectEmail: 'hidden',
    });
    expectRefused(editSurvey(fixture(), 'ask for email'));
  });

  test('without a welcome page the field commands are refused', () => {
    const survey = normalized({ pages: [{ page_type: 'STANDARD' }] });
    expect(expectRefused(editSurvey(survey, "don't ask for email")).reason).toContain('no welcome page');
  });
});

describe('what offline editing cannot do', () => {
  test('“translate everything to German” is reported, not attempted', () => {
    expect(editSurvey(fixture(), 'translate everything to German')).toEqual({
      kind: 'translation',
      language: 'German',
    });
  });

  test('an unknown instruction is not a command', () => {
    expect(editSurvey(fixture(), 'change the colour to blue')).toEqual({ kind: 'not-a-command' });
  });
});
