import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { PartialResponsePage } from '../src/shared/report/funnel.ts';
import { E2E_ARTIFACTS, E2E_PORT } from '../playwright.config.ts';
import { phoneContext, publishByApi } from './support.ts';

// Issue 12 §3 in the participant view: a respondent on a phone answers two pages of a three-page
// survey and closes it; the researcher includes partial responses, picks that respondent under
// "Compare a participant" and sees exactly the answers given so far, marked Partial, and nothing
// for the page they never reached.

const document = {
  title: 'Meetup feedback',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'optional', collectEmail: 'hidden' } },
    ...[
      ['Getting there', 'How easy was the venue to find?'],
      ['The room', 'How comfortable was the room?'],
      ['The talk', 'How useful was the talk?'],
    ].map(([title, text]) => ({
      page_type: 'STANDARD',
      title,
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text, response_type: 'NUMBER_SELECT', required: true, response_options: { min: 1, max: 5 } },
          ],
        },
      ],
    })),
    { page_type: 'THANK_YOU', title: 'Thank you!' },
  ],
};

type Created = { draft: { pages: { content_blocks: { items: { id: string }[] }[] }[] } };

test('A partial response opens in the participant view with only the answers given, marked Partial', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { owner, survey, shareId } = await publishByApi<Created>(browser, document);
  const questionIds = survey.draft.pages.slice(1, 4).map((page) => page.content_blocks[0]!.items[0]!.id);

  // Someone else completed it, so the partial has others to stand against.
  const completer = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const submitted = await completer.post(`/api/public/surveys/${shareId}/submissions`, {
    data: {
      name: 'Cora Complete',
      answers: questionIds.map((question_id, index) => ({ question_id, numeric_value: [3, 5, 1][index] })),
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(submitted.status()).toBe(201);
  await completer.dispose();

  // On a phone: two pages answered, the third reached, then the page is closed.
  const leaver = await phoneContext(browser);
  const visit = await leaver.newPage();
  await visit.goto(`/t/${shareId}`);
  await visit.getByLabel('Your name').fill('Lena Leaver');
  await visit.getByRole('button', { name: 'Next' }).click();
  await visit.getByRole('radio', { name: /4/ }).click();
  await visit.getByRole('button', { name: 'Next' }).click();
  await visit.getByRole('radio', { name: /2/ }).click();
  await visit.getByRole('button', { name: 'Next' }).click();
  await expect(visit.getByRole('heading', { name: 'How useful was the talk?' })).toBeVisible();
  // Progress is saved in the background; wait until the server has both answers before leaving.
  await expect
    .poll(
      async () =>
        ((await (await owner.request.get(`/api/reports/${shareId}/partials`)).json()) as PartialResponsePage)
          .items[0]?.answered ?? 0,
      { timeout: 20_000 },
    )
    .toBe(2);
  await visit.close({ runBeforeUnload: true });
  await leaver.close();

  const analytics = await owner.newPage();
  await analytics.goto(`/analytics/${shareId}`);
  await analytics
    .getByRole('region', { name: 'Filters' })
    .getByLabel('Responses')
    .selectOption({ label: 'Completed and partial' });
  await expect(analytics).toHaveURL(/completion=all/);
  await analytics.getByRole('button', { name: 'Compare a participant' }).click();
  await analytics.getByPlaceholder('Search by name or email').fill('Lena');
  const pick = analytics
    .getByRole('list', { name: 'Participants' })
    .getByRole('button', { name: /Lena Leaver/ });
  await expect(pick).toContainText('Partial');
  await pick.click();

  const mode = analytics.getByRole('region', { name: 'Comparison mode' });
  await expect(mode).toContainText('Comparing Lena Leaver');
  await expect(mode.getByText('Partial', { exact: true })).toBeVisible();
  const question = (name: string) => analytics.getByRole('article', { name: new RegExp(name) });
  await expect(question('How easy was the venue to find')).toContainText('You are here: 4');
  await expect(question('How comfortable was the room')).toContainText('You are here: 2');
  const unreached = question('How useful was the talk');
  await expect(unreached).toContainText(
    "Lena Leaver hasn't answered this question: their response is partial.",
  );
  await expect(unreached).not.toContainText('You are here');

  await mode.scrollIntoViewIfNeeded();
  await analytics.screenshot({ path: `${E2E_ARTIFACTS}/partial-participant-1440.png` });
  await analytics.setViewportSize({ width: 390, height: 844 });
  await expect(mode).toContainText('Comparing Lena Leaver');
  expect(
    await analytics.evaluate(() => window.document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await mode.scrollIntoViewIfNeeded();
  // Its buttons stay inside the panel's padding on a phone (they used to run into it).
  const panel = (await mode.boundingBox())!;
  const exit = (await mode.getByRole('button', { name: 'Exit comparison' }).boundingBox())!;
  expect(panel.x + panel.width - (exit.x + exit.width)).toBeGreaterThanOrEqual(12);
  await analytics.screenshot({ path: `${E2E_ARTIFACTS}/partial-participant-390.png` });
  await unreached.scrollIntoViewIfNeeded();
  await analytics.screenshot({ path: `${E2E_ARTIFACTS}/partial-participant-unreached-390.png` });
  await owner.close();
});
