import { vi } from 'vitest';
import type { MediaItem, Page, QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';

// Canonical survey documents and a fake network for the respondent flow's tests. Only the browser
// boundary (fetch, MediaRecorder, getUserMedia) is faked, never the project's own modules.

export const SHARE_ID = 'share-abc';

export function choiceQuestion(
  id: string,
  text: string,
  options: string[],
  extra: Partial<{
    type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'CHECKBOX' | 'YES_NO';
    required: boolean;
    allowOther: boolean;
    allowMultiple: boolean;
  }> = {},
): QuestionItem {
  return {
    id,
    text,
    description: '',
    required: extra.required ?? true,
    position: 0,
    response_type: extra.type ?? 'SINGLE_CHOICE',
    response_options: {
      options: options.map((option, index) => ({ id: `${id}-o${index + 1}`, text: option, position: index })),
      allow_other: extra.allowOther ?? false,
      allow_multiple: extra.allowMultiple ?? false,
    },
  };
}

export function numberQuestion(
  id: string,
  text: string,
  extra: Partial<{ type: 'NUMBER_SELECT' | 'RATING'; min: number; max: number; required: boolean }> = {},
): QuestionItem {
  return {
    id,
    text,
    description: '',
    required: extra.required ?? true,
    position: 0,
    response_type: extra.type ?? 'NUMBER_SELECT',
    response_options: {
      scale: 5,
      min: extra.min ?? 1,
      max: extra.max ?? 5,
      min_label: 'Not likely',
      mid_label: 'Maybe',
      max_label: 'Very likely',
    },
  };
}

export function textQuestion(
  id: string,
  text: string,
  extra: Partial<{ required: boolean; maxLength: number; minLength: number; placeholder: string }> = {},
): QuestionItem {
  return {
    id,
    text,
    description: 'Say anything',
    required: extra.required ?? false,
    position: 0,
    response_type: 'FREE_RESPONSE',
    response_options: {
      placeholder: extra.placeholder ?? '',
      maxLength: extra.maxLength ?? 200,
      ...(extra.minLength !== undefined ? { minLength: extra.minLength } : {}),
    },
  };
}

export function sliderQuestion(id: string, text: string, required = true): QuestionItem {
  return {
    id,
    text,
    description: '',
    required,
    position: 0,
    response_type: 'SLIDER',
    response_options: { min: 0, max: 10000, step: 100, labels: { min: 'Low', mid: 'Mid', max: 'High' } },
  };
}

export function descriptionItem(id: string, text: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    title: '',
    description: '',
    show_title: false,
    show_description: false,
    position: 0,
    ...extra,
    media_type: 'DESCRIPTION',
    media_data: { text },
  } as MediaItem;
}

export function imageItem(id: string, fileUrl: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    title: 'Concept shot',
    description: '',
    show_title: false,
    show_description: false,
    position: 0,
    ...extra,
    media_type: 'IMAGE',
    media_data: {
      file_url: fileUrl,
      file_name: 'concept.png',
      file_size: 1000,
      file_type: 'image/png',
      file_extension: 'png',
      category: 'image',
      upload_status: 'completed',
      upload_error: '',
      object_key: 'k/concept.png',
    },
  } as MediaItem;
}

function page(id: string, pageType: Page['page_type'], position: number, extra: Partial<Page> = {}): Page {
  return {
    id,
    title: '',
    description: '',
    page_type: pageType,
    position,
    options: pageType === 'WELCOME' ? { collectName: 'required', collectEmail: 'optional' } : {},
    visual_layout: null,
    content_blocks: [],
    ...extra,
  };
}

/** Welcome page, one STANDARD page per question (with the given media on the first), thank-you page. */
export function surveyDocument(
  questions: QuestionItem[],
  extra: { welcome?: Partial<Page>; media?: MediaItem[]; thankYou?: Partial<Page> } = {},
): SurveyDocument {
  const pages: Page[] = [
    page('page-welcome', 'WELCOME', 0, {
      title: 'Welcome to the coffee test',
      description: 'Tell us what you think.',
      ...extra.welcome,
    }),
  ];
  questions.forEach((question, index) => {
    const blocks: Page['content_blocks'] = [];
    if (index === 0 && extra.media) {
      blocks.push({
        id: 'block-media',
        type: 'MEDIA_SET',
        position: 0,
        column_position: 0,
        items: extra.media,
      });
    }
    blocks.push({
      id: `block-${question.id}`,
      type: 'QUESTION_SET',
      position: blocks.length,
      column_position: blocks.length,
      items: [question],
    });
    pages.push(page(`page-${question.id}`, 'STANDARD', index + 1, { content_blocks: blocks }));
  });
  pages.push(page('page-thanks', 'THANK_YOU', questions.length + 1, extra.thankYou));
  return { title: 'Coffee concept test', description: '', pages };
}

export function publicSurvey(document: SurveyDocument, version = 3): PublicSurvey {
  return {
    share_id: SHARE_ID,
    title: document.title,
    description: document.description,
    published_version: version,
    latest_version: version,
    document,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: RecordedCall) => Reply | undefined;

/** A fake fetch answering the public API; every request is recorded (JSON bodies parsed). */
export function fakeApi(survey: PublicSurvey | null, handler: Handler = () => undefined) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    let reply = handler(call);
    if (reply === undefined) {
      if (call.method === 'GET' && call.path === `/api/public/surveys/${SHARE_ID}`) {
        reply = survey
          ? { status: 200, body: survey }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Survey not found' } } };
      } else if (call.path.endsWith('/views')) {
        reply = { status: 204 };
      } else if (call.path.endsWith('/submissions')) {
        reply = { status: 201, body: { submissionId: 'sub-1' } };
      } else {
        reply = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      }
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(
      reply.status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
      {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      },
    );
  });
  return { fetchMock, calls };
}

// ----- microphone -------------------------------------------------------------------------------------

export {
  FakeMediaRecorder,
  installMicrophone,
  removeMicrophone,
} from '../../test-support/fake-microphone.ts';

/**
 * Fixes the order in which this browser's respondent sees each media set's variants (the flow
 * shuffles them otherwise), as a stored arrangement from an earlier visit would.
 */
export function keepVariantOrder(
  shareId: string,
  version: number,
  variantOrders: Record<string, string[]>,
  optionOrders: Record<string, string[]> = {},
): void {
  localStorage.setItem(
    `pollen:take-arrangement:${shareId}:${version}`,
    JSON.stringify({ variantOrders, assignedVariants: {}, optionOrders }),
  );
}

/**
 * An IntersectionObserver stand-in that reports every observed element as on screen at once, except
 * those `hidden` says are off screen (jsdom lays nothing out).
 */
export function onScreenObserver(hidden: (element: Element) => boolean = () => false) {
  return class OnScreenObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      if (hidden(element)) return;
      this.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
