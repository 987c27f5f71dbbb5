// Starter templates of the /create/template gallery. Written in the lenient input form; the
// server normalises them into canonical documents (ids, positions, defaults) on creation.

export const templateIds = ['blank', 'concept-test', 'product-feedback', 'nps'] as const;
export type TemplateId = (typeof templateIds)[number];

export interface SurveyTemplate {
  id: TemplateId;
  name: string;
  summary: string;
  /** What the respondent goes through, shown on the card. */
  highlights: string[];
  /** undefined = the server's own starter survey. */
  document?: unknown;
}

const welcome = (description: string) => ({
  page_type: 'WELCOME',
  title: 'Welcome',
  description,
  options: { collectName: 'optional', collectEmail: 'optional' },
});

const thankYou = {
  page_type: 'THANK_YOU',
  title: 'Thank You!',
  description: 'Your response has been submitted successfully.',
};

export const surveyTemplates: SurveyTemplate[] = [
  {
    id: 'blank',
    name: 'Blank survey',
    summary: 'A welcome page, one question and a thank-you page. Build the rest your way.',
    highlights: ['Welcome page', '1 question', 'Thank-you page'],
  },
  {
    id: 'concept-test',
    name: 'A/B concept test',
    summary: 'Show two variants side by side and learn which one wins, and why.',
    highlights: ['2 variants', 'Preference, likelihood and open feedback'],
    document: {
      title: 'Concept test: which idea wins?',
      description: 'Compare two concepts and hear why people prefer one.',
      pages: [
        welcome("We'd love your honest reaction to two early ideas. It takes about two minutes."),
        {
          page_type: 'STANDARD',
          title: 'Compare the concepts',
          description: 'Look at both variants, then answer the questions.',
          content_blocks: [
            {
              type: 'MEDIA_SET',
              items: [
                {
                  media_type: 'DESCRIPTION',
                  title: 'Concept A',
                  show_title: true,
                  media_data: { text: 'Describe or upload your first concept here.' },
                },
                {
                  media_type: 'DESCRIPTION',
                  title: 'Concept B',
                  show_title: true,
                  media_data: { text: 'Describe or upload your second concept here.' },
                },
              ],
            },
            {
              type: 'QUESTION_SET',
              items: [
                {
                  text: 'Which concept appeals to you more?',
                  response_type: 'MULTIPLE_CHOICE',
                  required: true,
                  response_options: { options: ['Concept A', 'Concept B', 'Neither'] },
                },
                {
                  text: 'How likely would you be to try the concept you chose?',
                  response_type: 'NUMBER_SELECT',
                  required: true,
                  response_options: {
                    min: 1,
                    max: 5,
                    min_label: 'Not likely',
                    mid_label: 'Maybe',
                    max_label: 'Very likely',
                  },
                },
                {
                  text: 'What would make it even better?',
                  response_type: 'FREE_RESPONSE',
                  response_options: { placeholder: 'Type your answer here...', maxLength: 500 },
                },
              ],
            },
          ],
        },
        thankYou,
      ],
    },
  },
  {
    id: 'product-feedback',
    name: 'Product feedback',
    summary: 'Measure satisfaction, find the features people rely on, and collect one improvement each.',
    highlights: ['Satisfaction rating', 'Feature usage', 'Open feedback'],
    document: {
      title: 'Product feedback',
      description: 'Tell us how the product works for you.',
      pages: [
        welcome('Three quick questions about how the product works for you.'),
        {
          page_type: 'STANDARD',
          title: 'Your experience',
          content_blocks: [
            {
              type: 'QUESTION_SET',
              items: [
                {
                  text: 'Overall, how satisfied are you with the product?',
                  response_type: 'NUMBER_SELECT',
                  required: true,
                  response_options: {
                    min: 1,
                    max: 5,
                    min_label: 'Very unsatisfied',
                    mid_label: 'Neutral',
                    max_label: 'Very satisfied',
                  },
                },
                {
                  text: 'Which features do you use most?',
                  response_type: 'MULTIPLE_CHOICE',
                  response_options: {
                    options: ['Dashboard', 'Reports', 'Integrations', 'Mobile app'],
                    allow_multiple: true,
                    allow_other: true,
                  },
                },
                {
                  text: "What's one thing we should improve?",
                  response_type: 'FREE_RESPONSE',
                  response_options: { placeholder: 'Type your answer here...', maxLength: 500 },
                },
              ],
            },
          ],
        },
        thankYou,
      ],
    },
  },
  {
    id: 'nps',
    name: 'Net Promoter Score',
    summary: 'The 0–10 recommendation question, with the reason behind each score.',
    highlights: ['0–10 likelihood', 'Reason for the score'],
    document: {
      title: 'How likely are you to recommend us?',
      description: 'A two-question Net Promoter Score survey.',
      pages: [
        welcome('Two questions, under a minute.'),
        {
          page_type: 'STANDARD',
          title: 'Recommendation',
          content_blocks: [
            {
              type: 'QUESTION_SET',
              items: [
                {
                  text: 'How likely are you to recommend us to a friend or colleague?',
                  response_type: 'SLIDER',
                  required: true,
                  response_options: {
                    min: 0,
                    max: 10,
                    step: 1,
                    labels: { min: 'Not at all likely', mid: 'Neutral', max: 'Extremely likely' },
                  },
                },
                {
                  text: "What's the main reason for your score?",
                  response_type: 'FREE_RESPONSE',
                  response_options: { placeholder: 'Type your answer here...', maxLength: 500 },
                },
              ],
            },
          ],
        },
        thankYou,
      ],
    },
  },
];
