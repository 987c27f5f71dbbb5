import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CONCEPT_IDS, conceptTestSurvey } from '../src/shared/survey/concept-test-fixture.ts';
import { E2E_ARTIFACTS, E2E_PORT } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 11: the analytics page of a concept test shows results per variant with 95% intervals and
// a verdict, for a seeded data set with a known answer: a clear preference winner and tied ratings.

const base = `http://127.0.0.1:${E2E_PORT}`;
const headers = { origin: base };
const { forest, ocean, rating, feeling, preference, set } = CONCEPT_IDS;

test('the analytics page shows per-variant results, intervals and verdicts: one clear winner, one tie', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('concepts'), password: PASSWORD, name: 'R' },
        headers,
      })
    ).status(),
  ).toBe(200);
  const survey = (await (
    await page.request.post('/api/surveys', {
      data: { template_data: conceptTestSurvey({ design: 'sequential_monadic', variants: 2 }) },
      headers,
    })
  ).json()) as { id: string };
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };

  // 24 people rate Forest and Ocean in a random order, then pick one: 20 pick Forest (binomial
  // p = 0.0015, a clear winner). Their ratings are the same for both, except two who rate Forest one
  // higher and two who rate Ocean one higher (Wilcoxon p = 1): a tie.
  const respondent = await playwright.request.newContext({ baseURL: base });
  for (let index = 0; index < 24; index++) {
    const order = index % 2 === 0 ? [forest, ocean] : [ocean, forest];
    const score = 2 + (index % 3);
    const scores: Record<string, number> = {
      [forest]: score + (index < 2 ? 1 : 0),
      [ocean]: score + (index >= 2 && index < 4 ? 1 : 0),
    };
    const response = await respondent.post(`/api/public/surveys/${shareId}/submissions`, {
      data: {
        variant_orders: { [set]: order },
        viewed_variant_ids: order,
        answers: [
          ...order.flatMap((variant) => [
            { question_id: rating, media_item_id: variant, numeric_value: scores[variant] },
            { question_id: feeling, media_item_id: variant, choice_ids: ['opt_calm'] },
          ]),
          { question_id: preference, choice_ids: [index < 20 ? forest : ocean] },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await respondent.dispose();

  await page.goto(`/analytics/${shareId}`);
  const pick = page.getByTestId('variant-results').filter({ hasText: 'Preference by variant' });
  await expect(pick.getByTestId('verdict')).toHaveAttribute('data-verdict', 'winner');
  // Wilson 95% intervals of 20/24 and 4/24: 64.1%–93.3% and 6.7%–35.9%.
  await expect(pick.getByTestId('verdict')).toContainText(
    'Most people prefer Forest: 83.3% vs 16.7% (95% CI 64.1%–93.3%), a real difference (p = 0.002).',
  );
  await expect(pick.getByRole('listitem', { name: 'Forest' })).toContainText('Winner');
  await expect(pick.getByRole('listitem', { name: 'Forest' })).toContainText(
    '95% CI 64.1%–93.3% · 20 picks of 24',
  );
  await expect(pick.getByRole('listitem', { name: 'Ocean' })).toContainText(
    '95% CI 6.7%–35.9% · 4 picks of 24',
  );
  await expect(pick.getByRole('listitem', { name: 'Ocean' })).not.toContainText('Winner');
  await expect(pick).toContainText('Order check: no sign that the variant shown first was favoured');

  const appeal = page.getByTestId('variant-results').filter({ hasText: 'Wilcoxon' });
  await expect(appeal.getByTestId('verdict')).toHaveAttribute('data-verdict', 'tie');
  await expect(appeal.getByTestId('verdict')).toContainText(
    'No real difference between Forest and Ocean: 3.08 vs 3.08 on average (p = 1.00), with enough responses to show a difference of 0.4 points.',
  );
  await expect(appeal.getByRole('listitem', { name: 'Forest' })).toContainText('n = 24');
  await expect(appeal.getByText('Winner')).toHaveCount(0);

  await pick.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-1440.png`, fullPage: true });
  await pick.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-1440-pick.png` });
  await appeal.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-1440-appeal.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await pick.scrollIntoViewIfNeeded();
  await expect(pick.getByTestId('verdict')).toBeVisible();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-390.png`, fullPage: true });
  await pick.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-390-pick.png` });
  await appeal.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-390-appeal.png` });
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The assistant answers "which concept won?" from the same verdicts, naming no other winner.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dock = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('button', { name: 'Close chat assistant' }) });
  const input = dock.getByPlaceholder('Ask me anything about user testing...');
  await input.fill('Which concept won?');
  await input.press('Enter');
  const conversation = dock.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('Forest comes out ahead where the difference is real');
  await expect(conversation).toContainText(
    'Most people prefer Forest: 83.3% vs 16.7% (95% CI 64.1%–93.3%), a real difference (p = 0.002).',
  );
  await expect(conversation).toContainText(
    'No real difference between Forest and Ocean: 3.08 vs 3.08 on average',
  );
  await page.screenshot({ path: `${E2E_ARTIFACTS}/concept-results-assistant-1440.png` });
});
