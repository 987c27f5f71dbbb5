import type { StudyDesign } from './survey-schema.ts';

// A concept test as an author builds it (issue 11): three packaging concepts in one media set, a
// rating and a one-word choice asked about them, a choice question with shuffled options ("None of these"
// kept last) and, unless the design is monadic, a preference question whose options are the concepts.
// Test data only: used by unit and integration tests and the browser journeys.

export const CONCEPT_IDS = {
  set: 'block_concepts',
  questions: 'block_questions',
  forest: 'media_forest',
  ocean: 'media_ocean',
  desert: 'media_desert',
  rating: 'q_appeal',
  feeling: 'q_feeling',
  preference: 'q_preference',
} as const;

export const CONCEPT_VARIANTS = [
  { id: CONCEPT_IDS.forest, title: 'Forest', text: 'A green box with pine trees.' },
  { id: CONCEPT_IDS.ocean, title: 'Ocean', text: 'A blue box with waves.' },
  { id: CONCEPT_IDS.desert, title: 'Desert', text: 'A sand-coloured box with dunes.' },
] as const;

export function conceptTestSurvey(options: {
  design: StudyDesign;
  mustViewAll?: boolean;
  variants?: number;
}) {
  const variants = CONCEPT_VARIANTS.slice(0, options.variants ?? 3);
  const perVariant = [
    {
      id: CONCEPT_IDS.rating,
      text: 'How appealing is this packaging?',
      response_type: 'NUMBER_SELECT',
      required: true,
      response_options: { min: 1, max: 5, min_label: 'Not at all', max_label: 'Very' },
    },
    {
      id: CONCEPT_IDS.feeling,
      text: 'Which word fits it best?',
      response_type: 'SINGLE_CHOICE',
      required: true,
      response_options: {
        options: [
          { id: 'opt_calm', text: 'Calm' },
          { id: 'opt_bold', text: 'Bold' },
          { id: 'opt_fresh', text: 'Fresh' },
          { id: 'opt_none', text: 'None of these' },
        ],
        option_order: 'all_but_last',
      },
    },
  ];
  const preference = {
    id: CONCEPT_IDS.preference,
    text: 'Which packaging would you pick?',
    response_type: 'SINGLE_CHOICE',
    required: true,
    response_options: { options: [], variants_of: CONCEPT_IDS.set },
  };
  return {
    title: 'Packaging concepts',
    pages: [
      {
        page_type: 'WELCOME',
        title: 'Packaging study',
        options: { collectName: 'optional', collectEmail: 'hidden' },
      },
      {
        page_type: 'STANDARD',
        title: 'Our new packaging',
        content_blocks: [
          {
            id: CONCEPT_IDS.set,
            type: 'MEDIA_SET',
            design: options.design,
            ...(options.mustViewAll ? { must_view_all: true } : {}),
            items: variants.map((variant) => ({
              id: variant.id,
              title: variant.title,
              media_type: 'DESCRIPTION',
              media_data: { text: variant.text },
            })),
          },
          {
            id: CONCEPT_IDS.questions,
            type: 'QUESTION_SET',
            items: options.design === 'monadic' ? perVariant : [...perVariant, preference],
          },
        ],
      },
      { page_type: 'THANK_YOU', title: 'Thanks!' },
    ],
  };
}
