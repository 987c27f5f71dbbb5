import { Outlet, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { encodeChatEvent, type ChatEvent } from '#shared/chat/chat-events.ts';
import type { ChatHistory, ChatMessageView, ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { AssistantDock } from './assistant-dock.tsx';
import { ChatHomePage, ChatSessionPage } from './chat-page.tsx';
import { ChatStoreProvider } from './chat-store.tsx';

// Test helpers for the chat: a fake API whose POST /api/chat answers a real text/event-stream
// (only fetch is replaced), and the chat routes rendered as the app renders them.

// jsdom lacks ResizeObserver, which Radix's floating panels measure with.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

export const SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const SURVEY_ID = '22222222-2222-4222-8222-222222222222';

/** A stream the test writes to event by event; aborting the request errors it as fetch does. */
export interface ManualStream {
  emit(event: ChatEvent): void;
  close(): void;
  /** True once the client aborted the request. */
  readonly aborted: boolean;
}

/** How one POST /api/chat is answered. */
export type ChatReply =
  | { events: ChatEvent[]; chunkSize?: number }
  | { status: number; body: unknown }
  | { manual: (stream: ManualStream) => void };

export interface FakeChatOptions {
  /** Answers for successive POST /api/chat calls, in order. */
  replies?: ChatReply[];
  histories?: Record<string, ChatHistory>;
  surveys?: Record<string, SurveyRecord>;
  sessions?: ChatSessionSummary[];
  undo?: { status?: number; body: unknown };
  /** GET /api/surveys/:id waits for this before answering. */
  surveyGate?: Promise<void>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const encoder = new TextEncoder();

/** A Response whose body is the events' SSE text cut every `chunkSize` bytes (mid-line, mid-character). */
export function sseResponse(events: ChatEvent[], chunkSize = 7): Response {
  const bytes = encoder.encode(events.map(encodeChatEvent).join(''));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) {
        controller.enqueue(bytes.slice(offset, offset + chunkSize));
      }
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function manualResponse(signal: AbortSignal | undefined, script: (stream: ManualStream) => void): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const state = { aborted: false };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () => {
    state.aborted = true;
    if (closed) return;
    closed = true;
    controller.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  script({
    emit(event) {
      if (!closed) controller.enqueue(encoder.encode(encodeChatEvent(event)));
    },
    close() {
      if (closed) return;
      closed = true;
      controller.close();
    },
    get aborted() {
      return state.aborted;
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch with the chat and survey API; returns the recorded calls. */
export function stubChatApi(options: FakeChatOptions = {}) {
  const replies = [...(options.replies ?? [])];
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');

    if (url.pathname === '/api/chat' && method === 'POST') {
      const reply = replies.shift();
      if (!reply) return json({ error: { code: 'no_reply', message: 'No scripted reply' } }, 500);
      if ('events' in reply) return sseResponse(reply.events, reply.chunkSize);
      if ('manual' in reply) return manualResponse(init?.signal ?? undefined, reply.manual);
      return json(reply.body, reply.status);
    }
    if (url.pathname === '/api/chat/sessions' && method === 'GET') {
      return json({ sessions: options.sessions ?? [] });
    }
    const history = /^\/api\/chat\/sessions\/([^/]+)\/messages$/.exec(url.pathname);
    if (history) {
      const found = options.histories?.[decodeURIComponent(history[1]!)];
      return found ? json(found) : json({ error: { code: 'not_found', message: 'Chat not found' } }, 404);
    }
    if (/^\/api\/chat\/sessions\/[^/]+\/undo$/.test(url.pathname) && method === 'POST') {
      return json(options.undo?.body ?? {}, options.undo?.status ?? 200);
    }
    const survey = /^\/api\/surveys\/([^/]+)$/.exec(url.pathname);
    if (survey && method === 'GET') {
      await options.surveyGate;
      const found = options.surveys?.[decodeURIComponent(survey[1]!)];
      return found ? json(found) : json({ error: { code: 'not_found', message: 'Survey not found' } }, 404);
    }
    if (/^\/api\/surveys\/[^/]+\/draft$/.test(url.pathname) && method === 'PUT') {
      return json({ version: 2, savedAt: new Date().toISOString() });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const chatRequests = () =>
    calls.filter((call) => call.path === '/api/chat').map((call) => call.body as Record<string, unknown>);
  return { fetchMock, calls, chatRequests };
}

/** A normal turn: a session, the answer word by word, optional artifact and suggestions, done. */
export function answerEvents(
  text: string,
  extra: {
    sessionId?: string;
    title?: string;
    artifact?: Extract<ChatEvent, { event: 'artifact' }>['data'];
    suggestions?: string[];
    messageId?: string;
  } = {},
): ChatEvent[] {
  const words = text.split(/(?= )/);
  return [
    {
      event: 'session',
      data: { sessionId: extra.sessionId ?? SESSION_ID, title: extra.title ?? 'New chat' },
    },
    ...words.map((word): ChatEvent => ({ event: 'delta', data: { text: word } })),
    ...(extra.artifact ? [{ event: 'artifact', data: extra.artifact } as ChatEvent] : []),
    ...(extra.suggestions ? [{ event: 'suggestions', data: { items: extra.suggestions } } as ChatEvent] : []),
    { event: 'done', data: { messageId: extra.messageId ?? 'msg_assistant_1' } },
  ];
}

export function surveyRecord(overrides: Partial<SurveyRecord> = {}): SurveyRecord {
  const draft = overrides.draft ?? {
    ...createStarterSurvey(),
    title: overrides.title ?? 'Coffee concept test',
  };
  return {
    id: SURVEY_ID,
    title: draft.title,
    description: '',
    share_id: 'shareCHAT1',
    is_public: false,
    status: 'draft',
    draft,
    draft_version: 1,
    published_version: 0,
    published_at: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

export function sessionSummary(overrides: Partial<ChatSessionSummary> = {}): ChatSessionSummary {
  return {
    id: SESSION_ID,
    title: 'Coffee research',
    session_type: 'chat',
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    project_id: null,
    project_name: null,
    ...overrides,
  };
}

export function messageView(overrides: Partial<ChatMessageView> & { id: string }): ChatMessageView {
  return {
    role: 'assistant',
    content: '',
    type: 'text',
    artifact: null,
    suggestions: [],
    is_error: false,
    undoable: false,
    created_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The sidebar layout's part that matters here: the store above the routes, the dock beside them. */
export const chatRoutes: RouteObject[] = [
  {
    element: (
      <ChatStoreProvider>
        <Outlet />
        <AssistantDock />
        <Toaster />
      </ChatStoreProvider>
    ),
    children: [
      { path: '/chat', element: <ChatHomePage /> },
      { path: '/chat/:sessionId', element: <ChatSessionPage /> },
      { path: '/polls', element: <h1>Your polls</h1> },
      { path: '/analytics/:shareId', element: <h1>Analytics page</h1> },
      { path: '/', element: <h1>Landing</h1> },
    ],
  },
];

export function renderChat(path = '/chat') {
  return renderRoutes(chatRoutes, path);
}
