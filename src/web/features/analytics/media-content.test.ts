import { expect, test } from 'vitest';
import type { ReportMediaItem } from '#shared/report/report-types.ts';
import { mediaContent } from './media-content.ts';
import { imageItem, textItem } from './analytics-test-support.tsx';

const ORIGIN = 'https://pollen.example';

function fileItem(type: ReportMediaItem['media_type'], fileUrl: string, fileType = ''): ReportMediaItem {
  const base = imageItem();
  if (base.media_type === 'DESCRIPTION' || base.media_type === 'URL') throw new Error('fixture');
  return {
    ...base,
    media_type: type as 'FILE',
    media_data: { ...base.media_data, file_url: fileUrl, file_type: fileType, file_name: 'thing' },
  };
}

function urlItem(url: string, metadata: { title: string } | null = null): ReportMediaItem {
  return {
    ...textItem(),
    media_type: 'URL',
    media_data: {
      url,
      fetch_status: 'completed',
      metadata: metadata
        ? {
            title: metadata.title,
            description: 'Desc',
            image: '',
            favicon: '',
            siteName: 'Example',
            type: 'website',
          }
        : null,
      preview_mode: 'card',
      custom_title: '',
      custom_description: '',
    },
  } as ReportMediaItem;
}

test('same-origin images show; other hosts do not', () => {
  expect(mediaContent(fileItem('IMAGE', '/uploads/a.png'), ORIGIN)).toEqual({
    kind: 'image',
    src: '/uploads/a.png',
  });
  expect(mediaContent(fileItem('FILE', '/uploads/a', 'image/jpeg'), ORIGIN)).toEqual({
    kind: 'image',
    src: '/uploads/a',
  });
  expect(mediaContent(fileItem('IMAGE', 'https://elsewhere.example/a.png'), ORIGIN)).toEqual({
    kind: 'unavailable',
  });
});

test('video, audio and other files', () => {
  expect(mediaContent(fileItem('VIDEO', '/uploads/v.mp4'), ORIGIN)).toEqual({
    kind: 'video',
    src: '/uploads/v.mp4',
  });
  expect(mediaContent(fileItem('FILE', '/uploads/s', 'audio/webm'), ORIGIN)).toEqual({
    kind: 'audio',
    src: '/uploads/s',
  });
  expect(mediaContent(fileItem('DOCUMENT', '/uploads/d.pdf', 'application/pdf'), ORIGIN)).toEqual({
    kind: 'file',
    src: '/uploads/d.pdf',
    fileName: 'thing',
  });
});

test('a file item without an upload is "no-file"', () => {
  expect(mediaContent(fileItem('FILE', ''), ORIGIN)).toEqual({ kind: 'no-file' });
  expect(mediaContent(fileItem('IMAGE', '  '), ORIGIN)).toEqual({ kind: 'no-file' });
});

test('text and links', () => {
  expect(mediaContent(textItem(), ORIGIN)).toEqual({
    kind: 'text',
    text: 'A crunchy lentil snack in a compostable bag.',
  });
  expect(mediaContent({ ...textItem(), media_data: { text: ' ' } } as ReportMediaItem, ORIGIN)).toEqual({
    kind: 'unavailable',
  });
  expect(mediaContent(urlItem('https://example.com/page', { title: 'Example page' }), ORIGIN)).toEqual({
    kind: 'link',
    url: 'https://example.com/page',
    title: 'Example page',
    description: 'Desc',
    siteName: 'Example',
  });
  expect(mediaContent(urlItem('https://example.com/page'), ORIGIN)).toEqual({
    kind: 'link',
    url: 'https://example.com/page',
    title: 'https://example.com/page',
    description: '',
    siteName: 'example.com',
  });
  expect(mediaContent(urlItem(''), ORIGIN)).toEqual({ kind: 'unavailable' });
});

test('unknown media types are unavailable', () => {
  expect(
    mediaContent({ ...textItem(), media_type: 'HOLOGRAM' } as unknown as ReportMediaItem, ORIGIN),
  ).toEqual({
    kind: 'unavailable',
  });
});
