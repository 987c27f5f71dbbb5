import type { Ref } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Toaster } from 'sonner';
import { createBlock, createPage, createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { BlockType, Page, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { UploadTicket } from '../../lib/survey-api.ts';
import { fakeServer, renderRoutes } from '../../test-support/render.tsx';
import { SurveyEditor, type SurveyEditorHandle } from './survey-editor.tsx';

// Test helpers for the editor's component tests: documents to start from, a fake API (only fetch
// is replaced), and a way to read the document the editor holds.

// jsdom lacks ResizeObserver, which Radix's floating panels (popover, tooltip) measure with.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

export const SURVEY_ID = 'survey_1';

export function pageWithBlocks(...types: BlockType[]): Page {
  return {
    ...createPage('STANDARD', 0),
    title: 'Your thoughts',
    content_blocks: types.map((type, index) => createBlock(type, index)),
  };
}

/** A document whose pages are the given ones, positions renumbered. */
export function documentOf(...pages: Page[]): SurveyDocument {
  return {
    title: 'Concept test',
    description: '',
    pages: pages.map((page, index) => ({ ...page, position: index })),
  };
}

export function recordOf(draft: SurveyDocument = createStarterSurvey()): SurveyRecord {
  return {
    id: SURVEY_ID,
    title: draft.title,
    description: draft.description,
    share_id: 'shareABC12',
    is_public: false,
    status: 'draft',
    draft,
    draft_version: 1,
    published_version: 0,
    published_at: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: new Date().toISOString(),
  };
}

export interface FakeApiOptions {
  /** Status codes to answer the next draft saves with, in order (200 once the list runs out). */
  saveStatuses?: number[];
  linkPreview?: { status?: number; body: unknown };
  /** What GET /api/surveys/:id answers (the newer record after a 409); the initial one by default. */
  latest?: SurveyRecord;
  uploadTicket?: UploadTicket;
  /** What confirming the upload answers (by default: the ticket's file, completed). */
  uploadConfirmation?: { status?: number; body: unknown };
}

/** Stubs fetch with the survey API; returns the recorded calls. */
export function stubSurveyApi(record: SurveyRecord, options: FakeApiOptions = {}) {
  let version = record.draft_version;
  const saveStatuses = [...(options.saveStatuses ?? [])];
  const server = fakeServer((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === `/api/surveys/${SURVEY_ID}/draft` && method === 'PUT') {
      const status = saveStatuses.shift() ?? 200;
      if (status === 409)
        return { status, body: { error: { code: 'conflict', message: 'Saved elsewhere' } } };
      if (status !== 200) return { status, body: {} };
      version += 1;
      return { body: { version, savedAt: new Date().toISOString() } };
    }
    if (url.pathname === `/api/surveys/${SURVEY_ID}/publish`) {
      return { body: { shareId: record.share_id, version: record.published_version + 1, unchanged: false } };
    }
    if (url.pathname === `/api/surveys/${SURVEY_ID}`) return { body: options.latest ?? record };
    if (url.pathname === '/api/uploads' && method === 'POST' && options.uploadTicket)
      return { body: options.uploadTicket };
    const ticket = options.uploadTicket;
    if (ticket && url.pathname === `/api/uploads/${ticket.fileId}/complete` && method === 'POST')
      return (
        options.uploadConfirmation ?? {
          body: { fileId: ticket.fileId, publicUrl: ticket.publicUrl, size: 9, category: ticket.category },
        }
      );
    if (url.pathname.startsWith('/api/uploads/') && method === 'DELETE') return { body: {} };
    if (url.pathname === '/api/link-preview') return options.linkPreview ?? { status: 502, body: {} };
    return undefined;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return server;
}

export function renderEditor(
  draft: SurveyDocument,
  options: FakeApiOptions & { onBack?: () => void; handleRef?: Ref<SurveyEditorHandle> } = {},
) {
  const record = recordOf(draft);
  const server = stubSurveyApi(record, options);
  const view = renderRoutes(
    [
      {
        path: '/edit',
        element: (
          <>
            <SurveyEditor
              surveyId={SURVEY_ID}
              initial={record}
              onBack={options.onBack}
              handleRef={options.handleRef}
            />
            <Toaster />
          </>
        ),
      },
      { path: '/polls', element: <h1>Your polls</h1> },
      { path: '/analytics/:shareId', element: <h1>Analytics page</h1> },
    ],
    '/edit',
  );
  return { ...view, server, record };
}

/** The document the editor holds right now, read from its raw JSON view. */
export async function readDocument(): Promise<SurveyDocument> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'View raw JSON' }));
  const dialog = await screen.findByRole('dialog', { name: 'Survey JSON' });
  const json = dialog.querySelector('pre')?.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  return JSON.parse(json) as SurveyDocument;
}
