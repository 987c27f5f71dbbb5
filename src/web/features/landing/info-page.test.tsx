import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InfoPage } from './info-page.tsx';
import { infoPages } from './info-pages.ts';
import { infoSlugs, isInfoSlug } from '#shared/site/info-slugs.ts';

describe('info pages', () => {
  it('cover every footer page except the landing sections', () => {
    expect([...infoSlugs].sort()).toEqual([
      'about',
      'api',
      'blog',
      'careers',
      'contact',
      'cookies',
      'guides',
      'help',
      'integrations',
      'press',
      'privacy',
      'templates',
      'terms',
    ]);
    expect(isInfoSlug('privacy')).toBe(true);
    expect(isInfoSlug('features')).toBe(false);
  });

  it.each(infoSlugs)(
    '/%s has a title, a lead and a few short sections linking only to real pages',
    (slug) => {
      const page = infoPages[slug];
      expect(page.sections.length).toBeGreaterThanOrEqual(1);
      expect(page.sections.length).toBeLessThanOrEqual(4);
      expect(page.related.every((related) => related !== slug)).toBe(true);

      render(
        <MemoryRouter>
          <InfoPage slug={slug} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
      expect(screen.getByText(page.lead)).toBeInTheDocument();
      for (const section of page.sections) {
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      }
      expect(document.title).toBe(`${page.title} · Pollen`);
    },
  );

  it('renders backticked text as code and the API error shape verbatim', () => {
    render(
      <MemoryRouter>
        <InfoPage slug="api" />
      </MemoryRouter>,
    );
    expect(screen.getByText('/api/auth').tagName).toBe('CODE');
    expect(screen.getByText('{ "error": { "code": "…", "message": "…" } }')).toBeInTheDocument();
  });

  it('never hands out an e-mail address or phone number', () => {
    const text = JSON.stringify(infoPages);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/\+?\d[\d ()-]{7,}\d/);
  });
});
