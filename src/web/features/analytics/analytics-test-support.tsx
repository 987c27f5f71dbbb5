import { vi } from 'vitest';
import type {
  DistributionBucket,
  ReportFreshness,
  ReportMediaItem,
  ReportQuestion,
  SurveyReport,
  TextResponse,
  VoiceNoteResult,
} from '#shared/report/report-types.ts';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import { AnalyticsPage } from '../../routes/analytics-page.tsx';

// jsdom has no layout and no ResizeObserver. Recharts' ResponsiveContainer (and Radix popovers)
// measure with it: this one reports a 600 × 260 box, so the charts draw their bars in tests.
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, contentRect: { width: 600, height: 260 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { ResizeObserver: FixedSizeResizeObserver });

// Before that first measurement Recharts warns about a 0 × 0 box (jsdom has no layout): not news.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
  warn(...args);
};

export const SHARE_ID = 'abc123XYZ0';
export const SURVEY_ID = 'svy_1';

function results(partial: Partial<ReportQuestion['results']>): ReportQuestion['results'] {
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

export function textResponse(index: number, name: string | null, text: string): TextResponse {
  return {
    id: `ans_${index}`,
    submission_id: `sub_${index}`,
    name,
    text,
    submitted_at: '2025-03-05T10:00:00Z',
  };
}

export function voiceNote(id: string, transcription: string | null, duration = 65): VoiceNoteResult {
  return {
    id,
    submission_id: `sub_${id}`,
    name: 'Maya',
    duration_seconds: duration,
    transcription,
    transcription_status: transcription ? 'done' : 'failed',
    audio_url: `/api/reports/${SURVEY_ID}/voice/${id}`,
    created_at: '2025-03-05T10:00:00Z',
  };
}

const freeResponses = [
  textResponse(1, 'Ava', 'Crunchy and light'),
  textResponse(2, null, 'Too salty for me'),
  textResponse(3, 'ben', 'Great packaging'),
  textResponse(4, 'Chloe', 'Would buy again'),
  textResponse(5, '  ', 'Nice colour'),
  textResponse(6, 'Dan', 'Sixth answer hidden at first'),
  textResponse(7, 'Eve', 'Seventh answer'),
];

export function freeQuestion(overrides: Partial<ReportQuestion> = {}): ReportQuestion {
  return {
    id: 'q_free',
    text: 'What do you like about it?',
    description: 'Be honest',
    required: false,
    position: 0,
    response_type: 'FREE_RESPONSE',
    response_options: { placeholder: '', maxLength: 500 },
    results: results({
      totalResponses: 12,
      responses: freeResponses,
      responseCount: 12,
      voiceNotes: [voiceNote('vn_1', null, 65), voiceNote('vn_2', 'Love the colour', 9)],
      voiceNoteCount: 2,
    }),
    ...overrides,
  } as ReportQuestion;
}

function scaleBuckets(counts: number[]): DistributionBucket[] {
  return counts.map((value, index) => ({ label: String(index + 1), value, low: index + 1, high: index + 1 }));
}

export function ratingQuestion(): ReportQuestion {
  return {
    id: 'q_rating',
    text: 'How painful is snacking today?',
    description: '',
    required: true,
    position: 1,
    response_type: 'RATING',
    response_options: {
      scale: 5,
      min: 1,
      max: 5,
      min_label: 'No Pain',
      mid_label: '',
      max_label: 'Major Pain',
    },
    results: results({ totalResponses: 12, average: 4.1666, distribution: scaleBuckets([0, 1, 1, 5, 5]) }),
  };
}

export function choiceQuestion(): ReportQuestion {
  return {
    id: 'q_choice',
    text: 'Pick a flavour',
    description: '',
    required: false,
    position: 2,
    response_type: 'MULTIPLE_CHOICE',
    response_options: {
      options: [
        { id: 'o_salt', text: 'Salt', position: 0 },
        { id: 'o_sweet', text: 'Sweet', position: 1 },
      ],
      allow_other: true,
      allow_multiple: false,
    },
    results: results({
      totalResponses: 27,
      distribution: [
        { label: 'Salt', value: 12, percentage: 44.4, choiceId: 'o_salt' },
        { label: 'Something else', value: 9, percentage: 33.3, choiceId: '__other__' },
        { label: 'Sweet', value: 6, percentage: 22.2, choiceId: 'o_sweet' },
      ],
      responses: [textResponse(40, 'Ava', 'Umami'), textResponse(41, null, 'Smoked paprika')],
      responseCount: 9,
    }),
  };
}

export function budgetQuestion(): ReportQuestion {
  return {
    id: 'q_budget',
    text: 'What would you pay per month?',
    description: '',
    required: false,
    position: 0,
    response_type: 'SLIDER',
    response_options: { min: 0, max: 10000, step: 100, labels: { min: '$0', mid: '', max: '$10k' } },
    results: results({
      totalResponses: 5,
      average: 1200,
      distribution: [
        { label: '0 - 2000', value: 4, low: 0, high: 2000 },
        { label: '2000 - 4000', value: 1, low: 2000, high: 4000 },
        { label: '4000 - 6000', value: 0, low: 4000, high: 6000 },
        { label: '6000 - 8000', value: 0, low: 6000, high: 8000 },
        { label: '8000 - 10000', value: 0, low: 8000, high: 10000 },
      ],
    }),
  };
}

export function emptyNumberQuestion(): ReportQuestion {
  return {
    id: 'q_empty',
    text: '',
    description: '',
    required: true,
    position: 1,
    response_type: 'NUMBER_SELECT',
    response_options: { scale: 5, min: 1, max: 5, min_label: '', mid_label: '', max_label: '' },
    results: results({ distribution: scaleBuckets([0, 0, 0, 0, 0]) }),
  };
}

export function imageItem(): ReportMediaItem {
  return {
    id: 'm_image',
    media_type: 'IMAGE',
    title: 'Blue pack',
    description: 'Recycled card',
    show_title: true,
    show_description: true,
    position: 0,
    media_data: {
      file_url: '/uploads/blue.png',
      file_name: 'blue.png',
      file_size: 1200,
      file_type: 'image/png',
      file_extension: 'png',
      category: 'image',
      upload_status: 'completed',
      upload_error: '',
      object_key: 'k/blue.png',
    },
    analytics: { view_count: 1234, engagement_score: 45 },
  };
}

export function textItem(): ReportMediaItem {
  return {
    id: 'm_text',
    media_type: 'DESCRIPTION',
    title: '',
    description: '',
    show_title: true,
    show_description: true,
    position: 1,
    media_data: { text: 'A crunchy lentil snack in a compostable bag.' },
    analytics: { view_count: 0, engagement_score: 0 },
  };
}

export function fixtureReport(overrides: Partial<SurveyReport> = {}): SurveyReport {
  return {
    survey: {
      id: SURVEY_ID,
      title: 'Snack Concepts',
      description: 'Which snack wins the shelf?',
      created_at: '2025-03-04T12:00:00Z',
      status: 'active',
      share_id: SHARE_ID,
      is_public: true,
    },
    totalResponses: 27,
    participants: 25,
    generated_at: '2025-03-06T12:00:00Z',
    pages: [
      {
        id: 'p_welcome',
        page_type: 'WELCOME',
        title: 'Welcome',
        description: 'Say hello',
        position: 0,
        content_blocks: [],
      },
      {
        id: 'p_concepts',
        page_type: 'STANDARD',
        title: 'Concepts',
        description: 'Two packs',
        position: 1,
        content_blocks: [
          { id: 'b_media', type: 'MEDIA_SET', position: 0, items: [imageItem(), textItem()] },
          {
            id: 'b_questions',
            type: 'QUESTION_SET',
            position: 1,
            items: [freeQuestion(), ratingQuestion(), choiceQuestion()],
          },
        ],
      },
      {
        id: 'p_thanks',
        page_type: 'THANK_YOU',
        title: 'Thanks',
        description: '',
        position: 2,
        content_blocks: [
          {
            id: 'b_budget',
            type: 'QUESTION_SET',
            position: 0,
            items: [budgetQuestion(), emptyNumberQuestion()],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * What GET /api/reports/:id/latest answers (readFreshness) for a report that already counts every
 * submission: the page has nothing to fetch again.
 */
export function freshnessOf(report: SurveyReport): ReportFreshness {
  return {
    submissions: report.totalResponses,
    latest_submission_at: report.totalResponses > 0 ? report.generated_at : null,
  };
}

type Answer = { status?: number; body: unknown } | undefined;

/** Stubs fetch with a fake reports API; `extra` answers first. Every requested URL is recorded. */
export function stubReportApi(
  report: SurveyReport | null = fixtureReport(),
  extra: (url: URL, init: RequestInit | undefined) => Answer = () => undefined,
) {
  const urls: URL[] = [];
  const server = fakeServer((url, init) => {
    urls.push(url);
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.pathname === `/api/reports/${SHARE_ID}`) return { body: report };
    if (report && url.pathname === `/api/reports/${report.survey.id}/latest`)
      return { body: freshnessOf(report) };
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(server.fetchMock));
  return { ...server, urls };
}

export function renderAnalytics(path = `/analytics/${SHARE_ID}`) {
  return renderRoutes(
    [
      { path: '/analytics/:shareId', element: <AnalyticsPage /> },
      { path: '/surveys/:surveyId/edit', element: <p>Editor page</p> },
      { path: '/polls', element: <p>Polls page</p> },
    ],
    path,
  );
}
