import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../auth/auth-modal-context.tsx';
import { LandingPage } from './landing-page.tsx';

function ModeProbe() {
  const { mode, closeAuthModal } = useAuthModal();
  return (
    <>
      <output data-testid="auth-mode">{mode ?? 'closed'}</output>
      <button type="button" onClick={closeAuthModal}>
        Reset probe
      </button>
    </>
  );
}

function renderLanding() {
  const result = render(
    <MemoryRouter>
      <AuthModalProvider>
        <LandingPage />
        <ModeProbe />
      </AuthModalProvider>
    </MemoryRouter>,
  );
  const section = (id: string) => {
    const element = result.container.querySelector<HTMLElement>(`section#${id}`);
    if (!element) throw new Error(`section #${id} is missing`);
    return element;
  };
  return { ...result, section };
}

describe('LandingPage', () => {
  it('pitches 3x higher completion rates in the hero, under the only h1', () => {
    renderLanding();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    const hero = screen.getByRole('region', { name: /surveys people actually finish/i });
    expect(hero).toContainElement(headings[0] ?? null);
    expect(within(hero).getByText(/3x higher completion rates/)).toBeVisible();
  });

  it('shows the three features in #features', () => {
    const { section } = renderLanding();
    const features = section('features');
    for (const title of ['No More Survey Fatigue', 'Test Anything Visual', 'Results That Drive Action']) {
      expect(within(features).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('lists the three pricing tiers with their prices in #pricing', () => {
    const { section } = renderLanding();
    const pricing = section('pricing');
    for (const name of ['Individual', 'Team', 'Enterprise']) {
      expect(within(pricing).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(pricing).getByText('Free')).toBeInTheDocument();
    expect(within(pricing).getByText('$49')).toBeInTheDocument();
    expect(within(pricing).getByText('$129')).toBeInTheDocument();
    expect(within(pricing).getAllByText('/month')).toHaveLength(2);
    expect(within(pricing).getByText('1,000 participants per study')).toBeInTheDocument();
    expect(within(pricing).getByText('Most popular')).toBeInTheDocument();
  });

  it('opens the sign-up modal from every "Choose Plan" button', async () => {
    const user = userEvent.setup();
    const { section } = renderLanding();
    const buttons = within(section('pricing')).getAllByRole('button', { name: 'Choose Plan' });
    expect(buttons).toHaveLength(3);
    expect(buttons[1]).toHaveAccessibleDescription('Team');

    for (const button of buttons) {
      expect(screen.getByTestId('auth-mode')).toHaveTextContent('closed');
      await user.click(button);
      expect(screen.getByTestId('auth-mode')).toHaveTextContent('signup');
      // Close through the real provider so each button is checked on its own.
      await user.click(screen.getByRole('button', { name: 'Reset probe' }));
    }
  });

  it('opens the sign-up modal from the hero and the closing call to action', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'Start for free' }));
    expect(screen.getByTestId('auth-mode')).toHaveTextContent('signup');
  });

  it('opens the sign-up modal from "Create your first survey"', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'Create your first survey' }));
    expect(screen.getByTestId('auth-mode')).toHaveTextContent('signup');
  });

  it('scrolls to the features from "See how it works" without opening the modal', async () => {
    const user = userEvent.setup();
    const { section } = renderLanding();
    const features = section('features');
    let scrolled = false;
    features.scrollIntoView = () => {
      scrolled = true;
    };
    await user.click(screen.getByRole('button', { name: 'See how it works' }));
    expect(scrolled).toBe(true);
    expect(screen.getByTestId('auth-mode')).toHaveTextContent('closed');
  });

  it('shows quotes and a looping logo strip whose second copy is hidden from screen readers', () => {
    renderLanding();
    const testimonials = screen.getByRole('region', { name: 'Shorter steps, richer answers' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    const northwind = within(testimonials).getAllByText('Northwind');
    expect(northwind).toHaveLength(2);
    expect(northwind[0]?.closest('[aria-hidden="true"]')).toBeNull();
    expect(northwind[1]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(testimonials.querySelector('.animate-marquee')).toHaveClass('motion-reduce:animate-none');
  });

  it('describes the phone mockup in one sentence and hides its internals', () => {
    renderLanding();
    const phone = screen.getByRole('img', { name: 'Example survey on a phone: one question at a time' });
    expect(phone.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
