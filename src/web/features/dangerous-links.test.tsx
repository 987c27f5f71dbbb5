import { afterEach, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReportMediaItem } from '#shared/report/report-types.ts';
import type { LinkMetadata, MediaItem } from '#shared/survey/survey-schema.ts';
import { imageItem } from './analytics/analytics-test-support.tsx';
import { MediaSetBlock } from './analytics/media-set-block.tsx';
import { LinkPreviewCard } from './editor/url-media.tsx';
import { MediaView } from './take/media-view.tsx';

// Stored documents may hold such URLs (saved before the rule, or written around the API); no view
// of Pollen may turn one into a link or a src.
const DANGEROUS = [
  'javascript:alert(document.domain)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
];
const FILE_TYPES = ['FILE', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT'] as const;

afterEach(cleanup);

function metadata(url: string, type: LinkMetadata['type']): LinkMetadata {
  return { title: 'Roastery', description: 'Fresh', image: url, favicon: url, siteName: 'Roast', type };
}

function urlItem(id: string, url: string): MediaItem {
  return {
    id,
    title: '',
    description: '',
    show_title: true,
    show_description: true,
    position: 0,
    media_type: 'URL',
    media_data: {
      url,
      fetch_status: 'completed',
      metadata: metadata(url, 'website'),
      preview_mode: 'card',
      custom_title: '',
      custom_description: '',
    },
  };
}

function fileItem(id: string, url: string, mediaType: (typeof FILE_TYPES)[number]): MediaItem {
  return {
    id,
    title: 'A file',
    description: '',
    show_title: true,
    show_description: true,
    position: 0,
    media_type: mediaType,
    media_data: {
      file_url: url,
      file_name: 'file.bin',
      file_size: 10,
      file_type: '',
      file_extension: 'bin',
      category: '',
      upload_status: 'completed',
      upload_error: '',
      object_key: 'k/file.bin',
    },
  };
}

/** Every href and src in the rendered views, so a dangerous one cannot hide in any element. */
function linksAndSources(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href], [src], [srcset], [poster], [action], [formaction]')].flatMap(
    (element) =>
      ['href', 'src', 'srcset', 'poster', 'action', 'formaction']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
  );
}

function expectNoDangerousUrl(container: HTMLElement) {
  for (const value of linksAndSources(container)) {
    // Browsers ignore whitespace and control characters inside a scheme: so does this check.
    const squeezed = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
    expect(squeezed).not.toMatch(/^(javascript|data|vbscript|blob):/i);
  }
}

test.each(DANGEROUS)('the editor link preview never links or loads %j', (url) => {
  for (const type of ['website', 'image', 'video'] as const) {
    const { container } = render(<LinkPreviewCard url={url} metadata={metadata(url, type)} />);
    expectNoDangerousUrl(container);
    expect(container.querySelector('a')).toBeNull();
    cleanup();
  }
});

test.each(DANGEROUS)('the respondent media view never links or loads %j', (url) => {
  for (const item of [
    urlItem('m_link', url),
    ...FILE_TYPES.map((type) => fileItem(`m_${type}`, url, type)),
  ]) {
    const { container } = render(<MediaView group={{ blockId: 'b1', items: [item] }} />);
    expectNoDangerousUrl(container);
    expect(container.querySelector('a, img, video, audio')).toBeNull();
    cleanup();
  }
});

test.each(DANGEROUS)('the analytics media set never links or loads %j', (url) => {
  const analytics = imageItem().analytics;
  const items = [urlItem('m_link', url), ...FILE_TYPES.map((type) => fileItem(`m_${type}`, url, type))].map(
    (item) => ({ ...item, analytics }) as ReportMediaItem,
  );
  const { container } = render(<MediaSetBlock items={items} />);
  expectNoDangerousUrl(container);
  expect(container.querySelector('a, img, video, audio')).toBeNull();
});

test('safe addresses still render as links and images', () => {
  const { container } = render(
    <MediaView
      group={{
        blockId: 'b1',
        items: [{ ...urlItem('m_link', 'https://roast.example/beans'), show_title: false }],
      }}
    />,
  );
  expect(container.querySelector('a')?.getAttribute('href')).toBe('https://roast.example/beans');
  cleanup();
  const image = render(
    <MediaView group={{ blockId: 'b1', items: [fileItem('m_img', '/api/files/a/p.png', 'IMAGE')] }} />,
  );
  expect(image.container.querySelector('img')?.getAttribute('src')).toBe('/api/files/a/p.png');
});
