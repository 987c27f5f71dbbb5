import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileMediaData, MediaItem } from '#shared/survey/survey-schema.ts';
import { MediaView } from './media-view.tsx';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  keepVariantOrder,
  onScreenObserver,
  descriptionItem,
  fakeApi,
  imageItem,
  publicSurvey,
  surveyDocument,
  textQuestion,
} from './take-test-support.ts';

function urlItem(id: string, url: string, image: string): MediaItem {
  return {
    id,
    title: '',
    description: '',
    show_title: false,
    show_description: false,
    position: 0,
    media_type: 'URL',
    media_data: {
      url,
      fetch_status: 'completed',
      metadata: {
        title: 'Roastery',
        description: 'Fresh beans daily',
        image,
        favicon: '',
        siteName: 'Roast Co',
        type: 'website',
      },
      preview_mode: 'card',
      custom_title: '',
      custom_description: '',
    },
  };
}

function fileItem(id: string, data: Partial<FileMediaData>): MediaItem {
  return {
    id,
    title: '',
    description: '',
    show_title: false,
    show_description: false,
    position: 0,
    media_type: 'FILE',
    media_data: {
      file_url: '/api/files/x',
      file_name: 'x',
      file_size: 1,
      file_type: '',
      file_extension: '',
      category: '',
      upload_status: 'completed',
      upload_error: '',
      object_key: '',
      ...data,
    },
  };
}

const group = (...items: MediaItem[]) => ({ blockId: 'b', items });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('IntersectionObserver', onScreenObserver());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MediaView', () => {
  it('switches variants, shows captions and renders description text as text', async () => {
    const user = userEvent.setup();
    const shown: string[] = [];
    render(
      <MediaView
        group={group(
          descriptionItem('d1', 'Bold <b>flavour</b>', {
            title: 'Caption title',
            description: 'Caption text',
            show_title: true,
            show_description: true,
          }),
          descriptionItem('d2', 'Second idea'),
        )}
        onShown={(id) => shown.push(id)}
      />,
    );
    expect(screen.getByText('Bold <b>flavour</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('Caption text')).toBeInTheDocument();
    // Titled variants are labelled by their title, others by letter.
    expect(screen.getByRole('button', { name: 'Caption title', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Variant B' }));
    expect(screen.getByText('Second idea')).toBeInTheDocument();
    expect(screen.queryByText('Caption text')).not.toBeInTheDocument();
    expect(shown).toEqual(['d1', 'd2']);
  });

  it('shows no variant buttons for a single item and hides captions unless asked', () => {
    render(<MediaView group={group(descriptionItem('d1', 'Only', { title: 'Hidden title' }))} />);
    expect(screen.queryByRole('group', { name: 'Variants' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden title')).not.toBeInTheDocument();
  });

  it('links a URL card in a new tab and shows only same-origin preview images', () => {
    const { container, unmount } = render(
      <MediaView group={group(urlItem('u1', 'https://roast.example/beans', 'https://cdn.example/og.png'))} />,
    );
    const link = screen.getByRole('link', { name: /roastery/i });
    expect(link).toHaveAttribute('href', 'https://roast.example/beans');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Fresh beans daily')).toBeInTheDocument();
    expect(screen.getByText('Roast Co')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    unmount();
    const local = render(
      <MediaView group={group(urlItem('u2', 'https://roast.example', '/api/files/og.png'))} />,
    );
    expect(local.container.querySelector('img')).toHaveAttribute('src', '/api/files/og.png');
  });

  it('refuses javascript: links', () => {
    render(<MediaView group={group(urlItem('u1', 'javascript:alert(1)', ''))} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Media content not available')).toBeInTheDocument();
  });

  it('zooms an image in a modal that Escape closes, and falls back when it breaks', async () => {
    const user = userEvent.setup();
    render(<MediaView group={group(imageItem('i1', '/api/files/concept.png'))} />);
    await user.click(screen.getByRole('button', { name: 'Zoom in: Concept shot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Concept shot' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/files/concept.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog loads on the first zoom and is no Dialog.Trigger: focus still goes back to the image.
    expect(screen.getByRole('button', { name: 'Zoom in: Concept shot' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Concept shot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.error(screen.getByRole('img', { name: 'Concept shot' }));
    expect(screen.getByText('Media content not available')).toBeInTheDocument();
  });

  it('never loads an image from another origin', () => {
    render(<MediaView group={group(imageItem('i1', 'https://cdn.example/a.png'))} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Media content not available')).toBeInTheDocument();
  });

  it('plays videos, offers other files for download and says when content is missing', () => {
    const { container, unmount } = render(
      <MediaView
        group={group(
          fileItem('v1', { file_url: '/api/files/v.mp4', file_type: 'video/mp4', category: 'video' }),
        )}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    unmount();

    const doc = render(
      <MediaView
        group={group(
          fileItem('f1', { file_url: '/api/files/brief.pdf', file_name: 'brief.pdf', category: 'document' }),
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /download brief\.pdf/i })).toHaveAttribute(
      'href',
      '/api/files/brief.pdf',
    );
    doc.unmount();

    render(<MediaView group={group(fileItem('f2', { file_url: '', upload_status: 'idle' }))} />);
    expect(screen.getByText('Media content not available')).toBeInTheDocument();
  });

  it('plays an uploaded video inline even when its type arrived as application/octet-stream', () => {
    const { container } = render(
      <MediaView
        group={group(
          fileItem('v2', {
            file_url: '/api/files/launch',
            file_name: 'Launch film.mov',
            file_extension: 'mov',
            file_type: 'application/octet-stream',
          }),
        )}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('src', '/api/files/launch');
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  });

  it('names a link without metadata by its host, once', () => {
    const bare = urlItem('u3', 'https://www.example.com/budgeting', '');
    if (bare.media_type !== 'URL') throw new Error('a link');
    render(<MediaView group={group({ ...bare, media_data: { ...bare.media_data, metadata: null } })} />);
    expect(screen.getAllByText('example.com')).toHaveLength(1);
  });

  it('shows a link without a preview image as a compact card, not an empty image box', () => {
    const { container, unmount } = render(
      <MediaView group={group(urlItem('u1', 'https://roast.example/beans', ''))} />,
    );
    const link = screen.getByRole('link', { name: /roastery/i });
    expect(link).toHaveClass('flex');
    expect(screen.getByText('Roast Co')).toBeInTheDocument();
    expect(container.querySelector('[class*="aspect-"]')).toBeNull();
    unmount();
    // A preview that fails to load falls back to the same compact card.
    const local = render(
      <MediaView group={group(urlItem('u2', 'https://roast.example', '/api/files/og.png'))} />,
    );
    const image = local.container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(local.container.querySelector('img')).toBeNull();
    expect(local.container.querySelector('[class*="aspect-"]')).toBeNull();
  });
});

describe('media in the flow', () => {
  it('shows the welcome concept with its banner, splits question steps and counts views once', async () => {
    const document = surveyDocument([textQuestion('q1', 'First?'), textQuestion('q2', 'Second?')], {
      welcome: {
        content_blocks: [
          {
            id: 'wm',
            type: 'MEDIA_SET',
            position: 0,
            column_position: 0,
            items: [descriptionItem('w1', 'Concept copy')],
          },
        ],
      },
      media: [descriptionItem('m1', 'Variant one copy'), descriptionItem('m2', 'Variant two copy')],
    });
    const api = fakeApi(publicSurvey(document));
    vi.stubGlobal('fetch', api.fetchMock);
    keepVariantOrder(SHARE_ID, 3, { 'block-media': ['m1', 'm2'] });
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(await screen.findByText('FEEDBACK NEEDED')).toBeInTheDocument();
    expect(screen.getByText('Concept copy')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Variant one copy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Variant B' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // The respondent's pick is kept from step to step (it used to jump back to the first variant).
    await screen.findByText('Variant two copy');

    const views = api.calls.filter((call) => call.path === `/api/public/surveys/${SHARE_ID}/views`);
    // Picking Variant B is an engagement with it, then a view of it; each counts once per visit,
    // for the published version shown (3 in publicSurvey()).
    // Each names the visit (its progress key), so a filtered report can count its views.
    const visitId = (views[0]?.body as { visit_id?: string } | undefined)?.visit_id;
    expect(visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(views.map((call) => call.body)).toEqual([
      { media_item_ids: ['w1'], kind: 'view', version: 3, visit_id: visitId },
      { media_item_ids: ['m1'], kind: 'view', version: 3, visit_id: visitId },
      { media_item_ids: ['m2'], kind: 'engagement', version: 3, visit_id: visitId },
      { media_item_ids: ['m2'], kind: 'view', version: 3, visit_id: visitId },
    ]);
    expect(views.every((call) => call.method === 'POST')).toBe(true);
  });

  it('never blocks the respondent when counting a view fails', async () => {
    const document = surveyDocument([textQuestion('q1', 'First?')], {
      media: [descriptionItem('m1', 'Copy')],
    });
    const api = fakeApi(publicSurvey(document), (call) =>
      call.path.endsWith('/views') ? 'network-error' : undefined,
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    await user.type(await screen.findByLabelText(/your name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Copy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First?' })).toBeInTheDocument();
  });
});
