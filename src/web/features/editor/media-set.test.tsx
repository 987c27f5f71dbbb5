import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeMediaType, updateMediaData } from '#shared/survey/survey-operations.ts';
import type { MediaItem, MediaType, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { documentOf, pageWithBlocks, readDocument, renderEditor } from './editor-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

function mediaDocument(type: MediaType = 'FILE'): SurveyDocument {
  const document = documentOf(pageWithBlocks('MEDIA_SET'));
  const page = document.pages[0]!;
  const block = page.content_blocks[0]!;
  return changeMediaType(document, { pageId: page.id, blockId: block.id, itemId: block.items[0]!.id }, type);
}

function mediaItems(document: SurveyDocument): MediaItem[] {
  const block = document.pages[0]?.content_blocks[0];
  if (block?.type !== 'MEDIA_SET') throw new Error('no media block');
  return block.items;
}

test('variant tabs appear with a second item, and deleting one goes back to a single item', async () => {
  const user = userEvent.setup();
  renderEditor(mediaDocument('DESCRIPTION'));
  expect(screen.getByText('SHOWCASE')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Variants' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Text content' }), 'Concept one');
  await user.click(screen.getByRole('button', { name: 'Add variant' }));
  const variants = within(screen.getByRole('group', { name: 'Variants' }));
  expect(variants.getAllByRole('button', { name: /^Variant/ }).map((tab) => tab.textContent)).toEqual([
    'Variant A',
    'Variant B',
  ]);
  // The new variant is shown: an upload zone (new items are FILE).
  expect(variants.getByRole('button', { name: 'Variant B' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: 'Variant B' })).toHaveTextContent(/Max 100MB/);

  await user.click(variants.getByRole('button', { name: 'Variant A' }));
  expect(variants.getByRole('button', { name: 'Variant A' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: 'Text content' })).toHaveValue('Concept one');

  await user.click(screen.getByRole('button', { name: 'Delete Variant B' }));
  expect(screen.queryByRole('group', { name: 'Variants' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Text content' })).toHaveValue('Concept one');
  expect(mediaItems(await readDocument())).toHaveLength(1);
});

test('captions show, take a title and description, and hiding clears them', async () => {
  const user = userEvent.setup();
  renderEditor(mediaDocument('DESCRIPTION'));
  expect(screen.queryByPlaceholderText('Click to add title...')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show captions' }));
  await user.type(screen.getByPlaceholderText('Click to add title...'), 'Blue pack');
  await user.type(screen.getByPlaceholderText('Click to add description...'), 'Recycled card');
  expect(mediaItems(await readDocument())[0]).toMatchObject({
    title: 'Blue pack',
    description: 'Recycled card',
    show_title: true,
    show_description: true,
  });

  await user.click(screen.getByRole('button', { name: 'Hide captions' }));
  expect(screen.queryByPlaceholderText('Click to add title...')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show captions' }));
  expect(screen.getByPlaceholderText('Click to add title...')).toHaveValue('');
});

test('the media type dropdown switches the item between text, link and file', async () => {
  const user = userEvent.setup();
  renderEditor(mediaDocument('FILE'));
  expect(screen.getByText(/Max 100MB/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Media type: File' }));
  await user.click(await screen.findByRole('menuitem', { name: /Text content block/ }));
  expect(screen.getByPlaceholderText('Click to add your text content...')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Media type: Text' }));
  await user.click(await screen.findByRole('menuitem', { name: /Link to external content/ }));
  expect(screen.getByText('Press Enter or click outside to save')).toBeInTheDocument();
  expect(mediaItems(await readDocument())[0]?.media_type).toBe('URL');
});

test('a link is validated, gets https:// on blur, and loads its preview', async () => {
  const user = userEvent.setup();
  const { server } = renderEditor(mediaDocument('URL'), {
    linkPreview: {
      body: {
        title: 'Acme launch',
        description: 'The new range',
        image: 'https://cdn.acme.example/hero.png',
        favicon: '',
        siteName: 'Acme',
        type: 'website',
      },
    },
  });
  const input = screen.getByRole('textbox', { name: 'Link URL' });

  await user.type(input, 'not a url');
  await user.tab();
  expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
  expect(screen.getByText('Invalid URL format')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');

  await user.clear(input);
  await user.type(input, 'acme.example/launch');
  await user.tab();
  expect(input).toHaveValue('https://acme.example/launch');
  expect(screen.queryByText('Please enter a valid URL')).not.toBeInTheDocument();

  const card = await screen.findByTestId('link-preview-website');
  expect(card).toHaveTextContent('Acme launch');
  expect(card).toHaveTextContent('The new range');
  // A third-party image would break the CSP (and leak the visit): a placeholder shows instead.
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  expect(server.calls.find((call) => call.path === '/api/link-preview')?.body).toEqual({
    url: 'https://acme.example/launch',
  });

  const data = mediaItems(await readDocument())[0]?.media_data;
  expect(data).toMatchObject({ url: 'https://acme.example/launch', fetch_status: 'completed' });
});

test('a preview that fails says so, falls back to local metadata and can be tried again', async () => {
  const user = userEvent.setup();
  renderEditor(mediaDocument('URL'), {
    linkPreview: { status: 400, body: { error: { code: 'invalid', message: 'Nope' } } },
  });
  await user.type(
    screen.getByRole('textbox', { name: 'Link URL' }),
    'https://www.example.com/clip.mp4{Enter}',
  );
  expect(await screen.findByText('Failed to load preview')).toBeInTheDocument();
  expect(screen.getByTestId('link-preview-video')).toHaveTextContent('example.com');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  const data = mediaItems(await readDocument())[0]?.media_data;
  expect(data).toMatchObject({ fetch_status: 'error', metadata: { title: 'example.com', type: 'video' } });
});

test('an uploaded file shows its row, and removing it asks first and tells the server the file was removed', async () => {
  const user = userEvent.setup();
  let document = mediaDocument('FILE');
  const page = document.pages[0]!;
  const block = page.content_blocks[0]!;
  const ref = { pageId: page.id, blockId: block.id, itemId: block.items[0]!.id };
  document = updateMediaData(document, ref, {
    upload_status: 'completed',
    file_url: '/api/uploads/files/brief.pdf',
    file_name: 'brief.pdf',
    file_size: 2048,
    file_type: 'application/pdf',
    file_extension: 'pdf',
    category: 'document',
    object_key: 'u1/s1/brief.pdf',
  });
  const { server } = renderEditor(document);
  expect(screen.getByText('brief.pdf')).toBeInTheDocument();
  expect(screen.getByText('2 KB · PDF')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to remove this file?');
  server.calls.length = 0;
  await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Text content' })).toHaveValue('Add your content here...'),
  );
  expect(
    server.calls.some((call) => call.path === `/api/uploads/${encodeURIComponent('u1/s1/brief.pdf')}`),
  ).toBe(true);
});

test('a failed upload says "Upload Failed" with its message and offers Try Again', async () => {
  let document = mediaDocument('FILE');
  const page = document.pages[0]!;
  const block = page.content_blocks[0]!;
  document = updateMediaData(
    document,
    { pageId: page.id, blockId: block.id, itemId: block.items[0]!.id },
    { upload_status: 'error', upload_error: '', file_name: 'big.mov' },
  );
  renderEditor(document);
  expect(screen.getByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('Unknown error occurred')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('a file over its size limit is refused before any upload is requested', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { server } = renderEditor(mediaDocument('FILE'));
  const file = new File(['x'], 'huge.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Choose a file to upload'), file);
  expect(await screen.findByText('File size exceeds 10MB limit for image files')).toBeInTheDocument();
  expect(server.calls.some((call) => call.path === '/api/uploads')).toBe(false);
});

/** XMLHttpRequest as the network sees it: the test reports progress and answers. */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
}

test('uploading a file shows its progress, then the image from the upload URL', async () => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  const { server } = renderEditor(mediaDocument('FILE'), {
    uploadTicket: {
      fileId: 'file_1',
      uploadUrl: '/api/uploads/put/abc',
      uploadHeaders: { 'If-None-Match': '*' },
      objectKey: 'u1/survey_1/hero.png',
      publicUrl: '/api/files/file_1',
      category: 'image',
    },
  });
  const file = new File(['png-bytes'], 'hero.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Choose a file to upload'), file);

  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  expect(server.calls.find((call) => call.path === '/api/uploads')?.body).toEqual({
    surveyId: 'survey_1',
    fileName: 'hero.png',
    size: file.size,
    contentType: 'image/png',
  });
  const request = FakeUploadRequest.sent[0]!;
  expect(request).toMatchObject({ method: 'PUT', url: '/api/uploads/put/abc', body: file });
  expect(request.headers['Content-Type']).toBe('image/png');
  // The headers the signature covers travel with the PUT.
  expect(request.headers['If-None-Match']).toBe('*');

  act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 45, total: 100 }));
  expect(screen.getByText('Uploading… 45%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');

  request.status = 200;
  act(() => request.onload?.());
  const image = await screen.findByRole('img', { name: 'hero.png' });
  // Shown only once the server confirmed the stored bytes, under the file's opaque URL.
  expect(server.calls.some((call) => call.path === '/api/uploads/file_1/complete')).toBe(true);
  expect(image).toHaveAttribute('src', '/api/files/file_1');
  expect(mediaItems(await readDocument())[0]?.media_data).toMatchObject({
    upload_status: 'completed',
    object_key: 'u1/survey_1/hero.png',
    file_name: 'hero.png',
    category: 'image',
  });
});

test('an upload the storage refuses ends as "Upload Failed" with its status', async () => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  renderEditor(mediaDocument('FILE'), {
    uploadTicket: {
      fileId: 'file_2',
      uploadUrl: '/api/uploads/put/abc',
      uploadHeaders: {},
      objectKey: 'k',
      publicUrl: '/api/files/file_2',
      category: 'image',
    },
  });
  await user.upload(
    screen.getByLabelText('Choose a file to upload'),
    new File(['png'], 'hero.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  FakeUploadRequest.sent[0]!.status = 403;
  act(() => FakeUploadRequest.sent[0]!.onload?.());
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('Upload failed with status: 403')).toBeInTheDocument();
});

const refusingTicket = {
  fileId: 'file_3',
  uploadUrl: '/api/uploads/put/abc',
  uploadHeaders: {},
  objectKey: 'k',
  publicUrl: '/api/files/file_3',
  category: 'image',
};

test('a file whose content doesn\'t match its type ends as "Upload Failed" with the server\'s message', async () => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  renderEditor(mediaDocument('FILE'), { uploadTicket: refusingTicket });
  await user.upload(
    screen.getByLabelText('Choose a file to upload'),
    new File(['<html>'], 'hero.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  const request = FakeUploadRequest.sent[0]!;
  request.status = 422;
  request.responseText = JSON.stringify({
    error: { code: 'validation_failed', message: "The file's content is not a valid .png file." },
  });
  act(() => request.onload?.());
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText("The file's content is not a valid .png file.")).toBeInTheDocument();
});

test('a file the confirmation refuses (checked in storage) is not shown', async () => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  renderEditor(mediaDocument('FILE'), {
    uploadTicket: refusingTicket,
    uploadConfirmation: {
      status: 422,
      body: { error: { code: 'validation_failed', message: "The file's content is not a valid .png file." } },
    },
  });
  await user.upload(
    screen.getByLabelText('Choose a file to upload'),
    new File(['<html>'], 'hero.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  FakeUploadRequest.sent[0]!.status = 200;
  act(() => FakeUploadRequest.sent[0]!.onload?.());
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText("The file's content is not a valid .png file.")).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'hero.png' })).not.toBeInTheDocument();
});

test('a retry refused as "already used" after a lost answer counts as uploaded once the server confirms it', async () => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  const user = userEvent.setup();
  const { server } = renderEditor(mediaDocument('FILE'), {
    uploadTicket: { ...refusingTicket, fileId: 'file_4', publicUrl: '/api/files/file_4' },
  });
  await user.upload(
    screen.getByLabelText('Choose a file to upload'),
    new File(['png'], 'hero.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  // The first PUT landed but its answer was lost on the way back.
  act(() => FakeUploadRequest.sent[0]!.onerror?.());
  await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
  FakeUploadRequest.sent[1]!.status = 409;
  act(() => FakeUploadRequest.sent[1]!.onload?.());
  expect(await screen.findByRole('img', { name: 'hero.png' })).toHaveAttribute('src', '/api/files/file_4');
  expect(server.calls.some((call) => call.path === '/api/uploads/file_4/complete')).toBe(true);
});
