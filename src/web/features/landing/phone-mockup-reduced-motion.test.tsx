import { act, render, screen } from '@testing-library/react';
import type * as MotionReact from 'motion/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_LOOP_MS } from './demo-timeline.ts';
import { PhoneMockup } from './phone-mockup.tsx';

// A module mock rather than a matchMedia stub: motion caches the media query result for the whole run.
vi.mock('motion/react', async (importOriginal) => ({
  ...(await importOriginal<typeof MotionReact>()),
  useReducedMotion: () => true,
}));

describe('PhoneMockup with reduced motion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first question already answered and never cycles', () => {
    render(<PhoneMockup />);
    expect(screen.getByText('Which headline makes you want to read more?')).toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveClass('bg-brand-600');
    expect(vi.getTimerCount()).toBe(0);

    act(() => {
      vi.advanceTimersByTime(DEMO_LOOP_MS * 2);
    });
    expect(screen.getByText('Which headline makes you want to read more?')).toBeInTheDocument();
    expect(screen.queryByText('How easy was checkout?')).not.toBeInTheDocument();
  });
});
