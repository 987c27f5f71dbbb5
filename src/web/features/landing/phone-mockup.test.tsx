import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_INTERACT_MS, DEMO_LOOP_MS, DEMO_NEXT_MS, msUntilNextPhase } from './demo-timeline.ts';
import { PhoneMockup } from './phone-mockup.tsx';

const firstQuestion = 'Which headline makes you want to read more?';
const secondQuestion = 'How easy was checkout?';
const thirdQuestion = 'What almost stopped you from signing up?';

/**
 * Moves the fake clock one phase at a time: each timer is scheduled by an effect after React re-renders,
 * which only happens once `act` returns.
 */
function createClock() {
  let now = 0;
  return (ms: number) => {
    const target = now + ms;
    while (now < target) {
      const step = Math.min(msUntilNextPhase(now), target - now);
      act(() => {
        vi.advanceTimersByTime(step);
      });
      now += step;
    }
  };
}

describe('PhoneMockup', () => {
  beforeEach(() => {
    // Only the demo's own timer chain is faked; motion keeps its real animation frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one image with a sentence for screen readers and hidden, inert internals', () => {
    render(<PhoneMockup />);
    const phone = screen.getByRole('img', { name: 'Example survey on a phone: one question at a time' });
    const internals = phone.firstElementChild;
    expect(internals).toHaveAttribute('aria-hidden', 'true');
    expect(internals).toHaveAttribute('inert');
  });

  it('cycles through the three sample questions and loops', () => {
    render(<PhoneMockup />);
    const advance = createClock();
    expect(screen.getByText(firstQuestion)).toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveClass('bg-slate-100');

    advance(DEMO_INTERACT_MS);
    expect(screen.getByText('Next')).toHaveClass('bg-brand-600');

    advance(DEMO_NEXT_MS - DEMO_INTERACT_MS);
    expect(screen.getByText(secondQuestion)).toBeInTheDocument();
    expect(screen.queryByText(firstQuestion)).not.toBeInTheDocument();

    advance(DEMO_NEXT_MS);
    expect(screen.getByText(thirdQuestion)).toBeInTheDocument();
    expect(screen.getByText('Submit')).toBeInTheDocument();

    advance(DEMO_LOOP_MS - 2 * DEMO_NEXT_MS);
    expect(screen.getByText(firstQuestion)).toBeInTheDocument();
  });

  it('keeps at most one timer pending and clears it on unmount', () => {
    const { unmount } = render(<PhoneMockup />);
    const advance = createClock();
    expect(vi.getTimerCount()).toBe(1);
    advance(DEMO_NEXT_MS * 2);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
