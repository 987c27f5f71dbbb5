import type { ModelSurvey } from '../assistant/model-survey-input.ts';

/** A concept test as a model writes it (create_survey's input), for the fake models of the tests. */
export const headlineTest: ModelSurvey = {
  title: 'Budgeting app: headline test',
  description: 'Which landing-page headline works better?',
  pages: [
    {
      page_type: 'WELCOME',
      title: 'Welcome',
      description: 'Two minutes, two headlines.',
      collect_email: 'optional',
    },
    {
      page_type: 'STANDARD',
      title: 'Compare the headlines',
      blocks: [
        {
          kind: 'variants',
          variants: [
            { title: 'Variant A', text: 'Take control of every dollar' },
            { title: 'Variant B', text: 'Budgeting that runs itself' },
          ],
        },
        {
          kind: 'questions',
          questions: [
            {
              text: 'Which headline makes you more likely to try the app?',
              response_type: 'MULTIPLE_CHOICE',
              required: true,
              options: ['Variant A', 'Variant B', 'No preference'],
            },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thank you!' },
  ],
};
