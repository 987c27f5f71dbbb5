import { describe, expect, test } from 'vitest';
import type {
  QuestionResults,
  ReportQuestion,
  SurveyListRow,
  SurveyReport,
  TextResponse,
} from '#shared/report/report-types.ts';
import { offlineReply } from './offline-assistant.ts';
import {
  answerAboutReport,
  answerAboutSurveys,
  answerResultsQuestion,
  resultsFocus,
} from './results-answers.ts';

function row(title: string, submissions: number, isPublic = true): SurveyListRow {
  return {
    id: `id-${title}`,
    share_id: `share-${title}`,
    title,
    description: '',
    cover_image_url: null,
    is_public: isPublic,
    status: isPublic ? 'active' : 'draft',
    submission_count: submissions,
    created_at: '2025-01-01T00:00:00.000Z',
    latest_submission_at: submissions > 0 ? '2025-02-01T00:00:00.000Z' : null,
  };
}

function text(id: string, body: string, name: string | null = null): TextResponse {
  return { id, submission_id: `s-${id}`, name, text: body, submitted_at: '2025-02-01T00:00:00.000Z' };
}

function results(partial: Partial<QuestionResults>): QuestionResults {
  return {
    totalResponses: 0,
    average: null,
    distribution: [],
    responses: [],
    responseCount: 0,
    voiceNotes: [],
    voiceNoteCount: 0,
    ...partial,
  };
}

const base = { description: '', required: false };

/** A finished concept test: 20 responses, two variants, preference, appeal and comments. */
function conceptReport(totalResponses = 20): SurveyReport {
  const preference: ReportQuestion = {
    ...base,
    id: 'q-pref',
    position: 0,
    text: 'Which headline do you prefer?',
    response_type: 'MULTIPLE_CHOICE',
    response_options: {
      options: [
        { id: 'o-a', text: 'Variant A', position: 0 },
        { id: 'o-b', text: 'Variant B', position: 1 },
        { id: 'o-n', text: 'No preference', position: 2 },
      ],
      allow_other: false,
      allow_multiple: false,
    },
    results: results({
      totalResponses: 20,
      distribution: [
        { label: 'Variant B', value: 12, percentage: 60, choiceId: 'o-b' },
        { label: 'Variant A', value: 6, percentage: 30, choiceId: 'o-a' },
        { label: 'No preference', value: 2, percentage: 10, choiceId: 'o-n' },
      ],
    }),
  };
  const appealB: ReportQuestion = {
    ...base,
    id: 'q-appeal-b',
    position: 1,
    text: 'How appealing is Variant B?',
    response_type: 'NUMBER_SELECT',
    response_options: {
      scale: 5,
      min: 1,
      max: 5,
      min_label: 'Not appealing',
      mid_label: 'Neutral',
      max_label: 'Very appealing',
    },
    results: results({ totalResponses: 20, average: 3.86 }),
  };
  const why: ReportQuestion = {
    ...base,
    id: 'q-why',
    position: 2,
    text: 'What made you choose that headline?',
    response_type: 'FREE_RESPONSE',
    response_options: { placeholder: '', maxLength: 500 },
    results: results({
      totalResponses: 9,
      responseCount: 9,
      responses: [
        text('1', 'B is much clearer about saving money', 'Ana'),
        text('2', 'I liked variant b, it feels friendly'),
        text('3', 'A sounds more trustworthy'),
        text('4', 'Both are fine'),
        text('5', 'b b b'),
        text('6', 'Variant B all the way'),
        text('7', 'Option B, clearly'),
        text('8', 'Team B'),
        text('9', 'both read like a sales pitch'),
      ],
    }),
  };
  return {
    survey: {
      id: 'survey-1',
      title: 'Budgeting app: headline test',
      description: '',
      created_at: '2025-01-01T00:00:00.000Z',
      status: 'active',
      share_id: 'share-1',
      is_public: true,
    },
    totalResponses,
    participants: 18,
    generated_at: '2025-02-02T00:00:00.000Z',
    pages: [
      { id: 'p0', page_type: 'WELCOME', title: 'Welcome', description: '', position: 0, content_blocks: [] },
      {
        id: 'p1',
        page_type: 'STANDARD',
        title: 'Compare',
        description: '',
        position: 1,
        content_blocks: [
          {
            id: 'b-media',
            type: 'MEDIA_SET',
            position: 0,
            items: [
              {
                id: 'm-a',
                title: 'Variant A',
                description: '',
                show_title: true,
                show_description: false,
                position: 0,
                media_type: 'DESCRIPTION',
                media_data: { text: 'Headline A' },
                analytics: { view_count: 40, engagement_score: 9 },
              },
              {
                id: 'm-b',
                title: '',
                description: '',
                show_title: false,
                show_description: false,
                position: 1,
                media_type: 'DESCRIPTION',
                media_data: { text: 'Headline B' },
                analytics: { view_count: 38, engagement_score: 15 },
              },
            ],
          },
          { id: 'b-q', type: 'QUESTION_SET', position: 1, items: [preference, appealB, why] },
        ],
      },
      { id: 'p2', page_type: 'THANK_YOU', title: 'Thanks', description: '', position: 2, content_blocks: [] },
    ],
  };
}

describe('the polls page', () => {
  test('names the survey with the most responses and lists the top three', () => {
    const answer = answerAboutSurveys('Which survey has the most responses?', [
      row('Spring NPS', 12),
      row('Logo test', 31),
      row('Lunch poll', 4, false),
      row('Pricing study', 19),
    ]);
    expect(answer.text).toContain('**Logo test** has the most responses: 31 of 66 across your 4 surveys.');
    expect(answer.text).toContain(
      '- **Logo test**: 31 responses (live)\n- **Pricing study**: 19 responses (live)\n- **Spring NPS**: 12 responses (live)',
    );
    expect(answer.text).not.toContain('Lunch poll');
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
  });

  test('says so when there are no surveys, and suggests creating one', () => {
    const answer = answerAboutSurveys('Which survey has the most responses?', []);
    expect(answer.text).toContain("You don't have any surveys yet");
    expect(answer.suggestions[0]).toMatch(/^Create /);
  });

  test('is honest when no survey has responses yet', () => {
    expect(
      answerAboutSurveys('which survey has the most responses', [row('A', 0), row('B', 0)]).text,
    ).toContain('None of your 2 surveys has responses yet.');
  });

  test('counts surveys and finds the fewest responses', () => {
    const rows = [row('A', 3), row('B', 0, false), row('C', 7)];
    expect(answerAboutSurveys('How many surveys do I have?', rows).text).toBe(
      'You have 3 surveys (2 live, 1 draft) with 10 responses in all.',
    );
    expect(answerAboutSurveys('Which survey has the fewest responses?', rows).text).toMatch(
      /^\*\*B\*\* has the fewest responses: 0\./,
    );
  });
});

describe('the analytics page', () => {
  test('“what did people say about variant B?” reports views, choices and quotes', () => {
    const answer = answerAboutReport('What did people say about variant B?', conceptReport());
    expect(answer.text).toContain('What people said about **Variant B** (20 responses in all)');
    expect(answer.text).toContain('- Variant B: 38 views, 15 engagements');
    expect(answer.text).toContain('“Variant B” chosen 12 of 20 times (60.0%), the most chosen answer');
    expect(answer.text).toContain('Q2 “How appealing is Variant B?”: average 3.9 on 1–5 from 20 answers');
    expect(answer.text).toContain('6 written answers mention it (showing 5)');
    expect(answer.text).toContain('“B is much clearer about saving money” (Ana)');
    expect(answer.text).toContain('“I liked variant b, it feels friendly” (Anonymous)');
    expect(answer.text).not.toContain('A sounds more trustworthy');
    expect(answer.text).not.toContain('Both are fine');
  });

  test('a variant that lost is compared with the winner', () => {
    const answer = answerAboutReport('how did variant A do', conceptReport());
    expect(answer.text).toContain('- Variant A: 40 views, 9 engagements');
    expect(answer.text).toContain(
      '“Variant A” chosen 6 of 20 times (30.0%); the top answer was “Variant B” with 12',
    );
    expect(answer.text).toContain('“A sounds more trustworthy”');
    // The article "a" is not variant A.
    expect(answer.text).not.toContain('sales pitch');
    expect(answer.text).toContain('1 written answer mentions it');
  });

  test('“summarise the results” gives one line per question', () => {
    const answer = answerAboutReport('Summarise the results', conceptReport());
    expect(answer.text).toContain('**Budgeting app: headline test**: 20 responses from 18 participants.');
    expect(answer.text).toContain(
      '- Q1 “Which headline do you prefer?”: top answer “Variant B” with 60.0% (12 of 20)',
    );
    expect(answer.text).toContain('- Q2 “How appealing is Variant B?”: average 3.9 on 1–5 (20 answers)');
    expect(answer.text).toContain(
      '- Q3 “What made you choose that headline?”: 9 written answers, e.g. “B is much clearer about saving money”, “I liked variant b, it feels friendly”',
    );
    expect(answer.suggestions).toEqual([
      'What did people say about “Variant A”?',
      'What did people say about “Variant B”?',
    ]);
  });

  test('with no responses it says so instead of inventing anything', () => {
    const answer = answerAboutReport('what did people say about variant B?', conceptReport(0));
    expect(answer.text).toContain('has no responses yet');
    expect(answer.text).not.toMatch(/\d+%/);
  });

  test('a term nothing mentions is reported as not found', () => {
    const answer = answerAboutReport('what did people say about the mascot?', conceptReport());
    expect(answer.text).toContain("I couldn't find anything about “mascot”");
    expect(answer.text).toContain('The variants here are Variant A, Variant B.');
  });

  test('asked about “Variant B”, it names the variant by its title and not an option called “Option B”', () => {
    const report = conceptReport();
    const page = report.pages[1]!;
    const mediaBlock = page.content_blocks[0]!;
    const questionBlock = page.content_blocks[1]!;
    if (mediaBlock.type !== 'MEDIA_SET' || questionBlock.type !== 'QUESTION_SET') throw new Error('fixture');
    mediaBlock.items[1] = { ...mediaBlock.items[1]!, title: 'Budgeting made simple' };
    const plan: ReportQuestion = {
      ...base,
      id: 'q-plan',
      position: 3,
      text: 'Which plan would you pick?',
      response_type: 'MULTIPLE_CHOICE',
      response_options: {
        options: [
          { id: 'p-a', text: 'Option A', position: 0 },
          { id: 'p-b', text: 'Option B', position: 1 },
        ],
        allow_other: false,
        allow_multiple: false,
      },
      results: results({
        totalResponses: 20,
        distribution: [
          { label: 'Option B', value: 15, percentage: 75, choiceId: 'p-b' },
          { label: 'Option A', value: 5, percentage: 25, choiceId: 'p-a' },
        ],
      }),
    };
    questionBlock.items.push(plan);

    for (const question of [
      'What did people say about Variant B?',
      'how did variant b do',
      'Tell me about concept 2',
    ]) {
      const answer = answerAboutReport(question, report);
      expect(answer.text).toContain('What people said about **Budgeting made simple** (Variant B)');
      expect(answer.text).toContain('- Budgeting made simple: 38 views, 15 engagements');
      expect(answer.text).not.toContain('“Option B”');
      expect(answer.text).not.toContain('Which plan would you pick?');
    }
    // Asked about the option by its own name, the option is what is reported.
    expect(answerAboutReport('What did people say about “Option B”?', report).text).toContain(
      '“Option B” chosen 15 of 20 times (75.0%), the most chosen answer',
    );
  });

  test('resultsFocus reads what a question is about', () => {
    expect(resultsFocus('what did people say about variant B?')).toEqual({ term: 'variant B', letter: 'B' });
    expect(resultsFocus('how did concept 2 do')).toEqual({ term: 'concept 2', letter: 'B' });
    expect(resultsFocus('what did people say about the price?')).toEqual({ term: 'price', letter: null });
    expect(resultsFocus('summarise the results')).toBeNull();
    expect(resultsFocus('what did people say about it?')).toBeNull();
  });
});

describe('suggested follow-ups on the analytics page', () => {
  test('a survey without variants is never offered a question about “Variant B”', () => {
    const report = conceptReport();
    // No media set, and no answer option named after one.
    report.pages = report.pages.map((page) => ({
      ...page,
      content_blocks: page.content_blocks
        .filter((block) => block.type !== 'MEDIA_SET')
        .map((block) =>
          block.type === 'QUESTION_SET'
            ? { ...block, items: block.items.filter((question) => question.id !== 'q-pref') }
            : block,
        ),
    }));
    for (const message of ['Summarise the results', 'hello', 'what did people say about the price?']) {
      const reply = offlineReply({ message, survey: null, pageContext: { page: 'test-results' }, report });
      expect(reply.suggestions.join(' | ')).not.toMatch(/variant/i);
      // Not the question just asked, in any case.
      expect(reply.suggestions.map((entry) => entry.toLowerCase())).not.toContain(message.toLowerCase());
    }
  });

  test('with variants, the suggestion names one by its title', () => {
    const report = conceptReport();
    const media = report.pages[1]!.content_blocks[0]!;
    if (media.type !== 'MEDIA_SET') throw new Error('fixture');
    media.items[1] = { ...media.items[1]!, title: 'Budgeting made simple' };
    const reply = offlineReply({
      message: 'hello',
      survey: null,
      pageContext: { page: 'test-results' },
      report,
    });
    expect(reply.suggestions).toContain('What did people say about “Budgeting made simple”?');
  });
});

describe('answerResultsQuestion', () => {
  test('picks the data the page has', () => {
    expect(
      answerResultsQuestion({ message: 'Which survey has the most responses?', surveys: [row('A', 2)] }).text,
    ).toContain('**A**');
    expect(
      answerResultsQuestion({ message: 'summarise the results', report: conceptReport() }).text,
    ).toContain('20 responses');
  });

  test('without data it points to the analytics or polls page', () => {
    const answer = answerResultsQuestion({ message: 'what did people say?' });
    expect(answer.text).toContain('analytics page');
    expect(answer.text).toContain('Polls page');
  });
});
