import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONCEPT_IDS, conceptTestSurvey } from '#shared/survey/concept-test-fixture.ts';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { MUST_VIEW_ALL_MESSAGE } from '#shared/take/answer-rules.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { MediaView } from './media-view.tsx';
import { TakeSurveyPage } from './take-survey-page.tsx';
import {
  SHARE_ID,
  descriptionItem,
  fakeApi,
  keepVariantOrder,
  onScreenObserver,
  publicSurvey,
  type RecordedCall,
} from './take-test-support.ts';

// Issue 11 in the respondent's browser: the variant order, the assigned variant, answers per
// variant, the kept variant pick and "look at every variant before choosing".

const { set, forest, ocean, desert, rating, feeling } = CONCEPT_IDS;

function concept(design: Parameters<typeof conceptTestSurvey>[0]): SurveyDocument {
  const result = normalizeSurvey(conceptTestSurvey(design));
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

const sent = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.endsWith('/submissions')).map((call) => call.body as SubmissionPayload);

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('IntersectionObserver', onScreenObserver());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function start(user: ReturnType<typeof userEvent.setup>) {
  render(<TakeSurveyPage shareId={SHARE_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
}

describe('side by side with "view every variant"', () => {
  it('keeps the picked variant on the next step and holds the choice until every variant was seen', async () => {
    const api = fakeApi(publicSurvey(concept({ design: 'side_by_side', mustViewAll: true })));
    vi.stubGlobal('fetch', api.fetchMock);
    keepVariantOrder(SHARE_ID, 3, { [set]: [ocean, forest, desert] });
    const user = userEvent.setup();
    await start(user);

    // Tabs in this respondent's order, named as the author named the variants.
    const tabs = within(await screen.findByRole('group', { name: 'Variants' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Ocean', 'Forest', 'Desert']);
    expect(screen.getByText('A blue box with waves.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forest' }));
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The next step still shows Forest (it used to jump back to the first variant).
    expect(await screen.findByText('A green box with pine trees.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forest', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Calm/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The preference question: its options are the variants, in the order shown.
    await screen.findByRole('heading', { name: 'Which packaging would you pick?' });
    const options = screen.getAllByRole('radio').map((radio) => radio.textContent?.replace(/^\d/, ''));
    expect(options).toEqual(['Ocean', 'Forest', 'Desert']);
    await user.click(screen.getByRole('radio', { name: /Ocean/ }));
    expect(screen.getByRole('status')).toHaveTextContent(`${MUST_VIEW_ALL_MESSAGE} (2 of 3 seen)`);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Desert' }));
    expect(screen.queryByText(MUST_VIEW_ALL_MESSAGE, { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thanks!');

    const [payload] = sent(api.calls);
    expect(payload).toMatchObject({
      variant_orders: { [set]: [ocean, forest, desert] },
      option_orders: { [CONCEPT_IDS.preference]: [ocean, forest, desert] },
    });
    expect([...payload!.viewed_variant_ids!].sort()).toEqual([desert, forest, ocean].sort());
    expect(payload!.answers.find((answer) => answer.question_id === CONCEPT_IDS.preference)).toEqual({
      question_id: CONCEPT_IDS.preference,
      block_id: CONCEPT_IDS.questions,
      choice_ids: [ocean],
    });
    // The order is forgotten once the response is stored: a new response draws a new one.
    expect(localStorage.getItem(`pollen:take-arrangement:${SHARE_ID}:3`)).toBeNull();
  });
});

describe('sequential monadic', () => {
  it('asks the questions once per variant in the recorded order, one variant on screen at a time, then the preference', async () => {
    const api = fakeApi(publicSurvey(concept({ design: 'sequential_monadic' })));
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    await start(user);

    const seenOrder: string[] = [];
    const names = { [forest]: 'Forest', [ocean]: 'Ocean', [desert]: 'Desert' } as Record<string, string>;
    for (let index = 1; index <= 3; index++) {
      const label = await screen.findByText(new RegExp(`· ${index} of 3$`));
      const name = label.textContent!.split(' · ')[0]!;
      seenOrder.push(name);
      // One variant on screen: no tabs to switch.
      expect(screen.queryByRole('group', { name: 'Variants' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: String(index + 1) }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Which word fits it best?' });
      const words = screen.getAllByRole('radio').map((radio) => radio.textContent?.replace(/^\d/, ''));
      expect(words.at(-1)).toBe('None of these');
      expect([...words].sort()).toEqual(['Bold', 'Calm', 'Fresh', 'None of these']);
      await user.click(screen.getByRole('radio', { name: /Bold/ }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(new Set(seenOrder).size).toBe(3);
    await screen.findByRole('heading', { name: 'Which packaging would you pick?' });
    await user.click(screen.getByRole('radio', { name: /Desert/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thanks!');

    const [payload] = sent(api.calls);
    const order = payload!.variant_orders![set]!;
    expect(order.map((id) => names[id])).toEqual(seenOrder);
    const ratings = payload!.answers.filter((answer) => answer.question_id === rating);
    expect(ratings.map((answer) => [answer.media_item_id, answer.numeric_value])).toEqual([
      [order[0], 2],
      [order[1], 3],
      [order[2], 4],
    ]);
    for (const variant of order) {
      const shown = payload!.option_orders![`${feeling}@${variant}`]!;
      expect(shown.at(-1)).toBe('opt_none');
    }
  });
});

describe('monadic', () => {
  it('shows only the variant the server assigned and records it', async () => {
    const api = fakeApi(publicSurvey(concept({ design: 'monadic' })), (call) =>
      call.path.endsWith('/assignments')
        ? { status: 200, body: { published_version: 3, assignments: { [set]: desert } } }
        : undefined,
    );
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    await start(user);
    expect(await screen.findByText('A sand-coloured box with dunes.')).toBeInTheDocument();
    expect(screen.queryByText('A blue box with waves.')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Variants' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Fresh/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thanks!');
    const assignments = api.calls.filter((call) => call.path.endsWith('/assignments'));
    expect(assignments).toHaveLength(1);
    expect(assignments[0]!.body).toEqual({ version: 3 });
    const [payload] = sent(api.calls);
    expect(payload).toMatchObject({
      assigned_variants: { [set]: desert },
      variant_orders: { [set]: [desert] },
      viewed_variant_ids: [desert],
    });
    expect(payload!.answers.every((answer) => answer.media_item_id === desert)).toBe(true);
  });

  it('says so and offers to try again when the assignment cannot be fetched', async () => {
    const api = fakeApi(publicSurvey(concept({ design: 'monadic' })), (call) =>
      call.path.endsWith('/assignments') ? 'network-error' : undefined,
    );
    vi.stubGlobal('fetch', api.fetchMock);
    render(<TakeSurveyPage shareId={SHARE_ID} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('exposure', () => {
  it('counts a variant as seen only once it is on screen', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      onScreenObserver(() => true),
    );
    const shown: string[] = [];
    render(
      <MediaView
        group={{ blockId: 'b', items: [descriptionItem('d1', 'Below the fold')] }}
        onShown={(id) => shown.push(id)}
      />,
    );
    expect(screen.getByText('Below the fold')).toBeInTheDocument();
    expect(shown).toEqual([]);
  });
});
