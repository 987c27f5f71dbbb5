import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as MotionReact from 'motion/react';
import { renderDashboard, row, stubDashboardApi } from './dashboard-test-support.tsx';

// A module mock rather than a matchMedia stub: motion caches the media query result for the whole run.
vi.mock('motion/react', async (importOriginal) => ({
  ...(await importOriginal<typeof MotionReact>()),
  useReducedMotion: () => true,
}));

afterEach(() => vi.unstubAllGlobals());

test('with reduced motion the cards appear in place, without the staggered entrance', async () => {
  stubDashboardApi([row({ id: 's1', title: 'First' }), row({ id: 's2', title: 'Second' })]);
  renderDashboard();
  await screen.findByRole('link', { name: 'Second' });
  for (const card of screen.getAllByTestId('survey-card')) {
    expect(card.style.opacity).not.toBe('0');
    expect(['', 'none']).toContain(card.style.transform);
  }
});
