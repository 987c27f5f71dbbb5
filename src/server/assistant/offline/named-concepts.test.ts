import { describe, expect, test } from 'vitest';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

// Concept tests and polls built from requests that spell out their concepts: the concepts become
// the variants (or the poll's options) by name and description, and the survey is about the
// product they are for. The phrasings were written as a stranger would type them, before reading
// what the generator made of them.

function create(message: string): SurveyDocument {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for “${message}”: ${reply.text}`);
  return reply.action.survey;
}

function showcase(survey: SurveyDocument): { title: string; text: string }[] {
  return survey.pages.flatMap((page) =>
    page.page_type === 'STANDARD'
      ? page.content_blocks.flatMap((block) =>
          block.type === 'MEDIA_SET'
            ? block.items.map((item) => ({
                title: item.title ?? '',
                text: item.media_type === 'DESCRIPTION' ? String(item.media_data.text) : '',
              }))
            : [],
        )
      : [],
  );
}

/** Every word a respondent reads: the title, the variants and every question with its options. */
function everything(survey: SurveyDocument): string {
  const questions = listQuestions(survey).map((entry) => {
    const settings = entry.question.response_options as { options?: { text: string }[] };
    const options = (settings.options ?? []).map((option) => option.text).join(' | ');
    return `${entry.question.text} ${options}`;
  });
  return [survey.title, ...showcase(survey).map((item) => `${item.title} ${item.text}`), ...questions].join(
    '\n',
  );
}

const CASES: { request: string; product: RegExp; concepts: string[]; described?: RegExp[] }[] = [
  {
    request: "test two names for our oat milk: 'Morning Cloud' vs 'Field Fresh'",
    product: /oat milk/i,
    concepts: ['Morning Cloud', 'Field Fresh'],
  },
  {
    request:
      'Compare two packaging designs for our granola. A: a kraft paper bag with a window. B: a glossy box with a photo of the cereal',
    product: /granola/i,
    concepts: ['kraft paper bag', 'glossy box'],
    described: [/window/i, /photo of the cereal/i],
  },
  {
    request: 'Which tagline works better for our bank, "Money made simple" or "Banking for humans"?',
    product: /bank/i,
    concepts: ['Money made simple', 'Banking for humans'],
  },
  {
    request: 'A/B test two logos for our bakery: option 1 is a wheat sheaf, option 2 is a smiling croissant',
    product: /bakery/i,
    concepts: ['wheat sheaf', 'smiling croissant'],
  },
  {
    request: 'Help me choose between "Sprout" and "Leafy" as the name for our plant delivery service',
    product: /plant delivery service/i,
    concepts: ['Sprout', 'Leafy'],
  },
  {
    request:
      'Concept test for our new energy drink: Concept A "Zap" a citrus flavoured drink with no sugar; Concept B "Bolt" a berry drink with extra caffeine',
    product: /energy drink/i,
    concepts: ['Zap', 'Bolt'],
    described: [/citrus/i, /berry/i],
  },
  {
    request:
      'Get feedback on two pricing plans for our streaming service: $9 per month with ads vs $15 per month without ads',
    product: /streaming service/i,
    concepts: ['$9 per month', '$15 per month'],
  },
  {
    request:
      'Let people pick between two slogans for our yoga studio - "Breathe deeper" and "Find your flow"',
    product: /yoga studio/i,
    concepts: ['Breathe deeper', 'Find your flow'],
  },
  {
    request: 'We want to test 3 names for our dog food brand: Happy Paws, Tail Wagger and Bark Box',
    product: /dog food/i,
    concepts: ['Happy Paws', 'Tail Wagger', 'Bark Box'],
  },
  {
    request:
      "Which homepage headline is more convincing for our accounting software: 'Taxes in ten minutes' versus 'Never fear April again'",
    product: /accounting software/i,
    concepts: ['Taxes in ten minutes', 'Never fear April again'],
  },
];

describe('concepts named in a request', () => {
  test.each(CASES)('$request', ({ request, product, concepts, described }) => {
    const survey = create(request);
    const text = everything(survey);
    expect(survey.title).toMatch(product);
    for (const concept of concepts) expect(text.toLowerCase()).toContain(concept.toLowerCase());
    for (const description of described ?? []) expect(text).toMatch(description);
    // No placeholder variants, and the concepts' own words are never read as the topic.
    expect(text).not.toMatch(/replace this with|Variant [A-C]\b|Option [A-C]\b/);
    for (const concept of concepts) expect(survey.title.toLowerCase()).not.toContain(concept.toLowerCase());
  });

  test('a concept test shows each named concept as its own variant, in order', () => {
    const items = showcase(
      create('A/B test two logos for our bakery: option 1 is a wheat sheaf, option 2 is a smiling croissant'),
    );
    expect(items).toHaveLength(2);
    expect(items[0]!.title).toMatch(/wheat sheaf/i);
    expect(items[1]!.title).toMatch(/smiling croissant/i);
  });

  test('quoted words that are not offered as alternatives stay the topic', () => {
    const survey = create('Feedback on our "Quick Start" guide and the "Help" page');
    expect(showcase(survey)).toHaveLength(0);
    expect(everything(survey)).toMatch(/Quick Start|Help/);
  });
});
