import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('links to every footer page of the spec and carries the copyright', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/features',
      '/pricing',
      '/templates',
      '/integrations',
      '/help',
      '/guides',
      '/blog',
      '/api',
      '/about',
      '/careers',
      '/contact',
      '/press',
      '/privacy',
      '/terms',
      '/cookies',
    ]);
    for (const title of ['Product', 'Resources', 'Company', 'Legal']) {
      expect(within(nav).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('© 2026 Pollen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pollen home' })).toHaveAttribute('href', '/');
  });
});
