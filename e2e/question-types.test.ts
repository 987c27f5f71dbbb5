import { expect, test, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// Issue 12 §7: a survey with an NPS, a dropdown, a date, an e-mail, a phone, a number and a consent
// question, answered with the keyboard alone on a phone and on a desktop; the analytics page then
// shows the Net Promoter Score, its groups and the answers. Screenshots of the editor and the
// respondent steps at 1440 and 390 px.

const countries = [
  'Austria',
  'Belgium',
  'Denmark',
  'France',
  'Germany',
  'Italy',
  'Portugal',
  'Spain',
  'Sweden',
];

const question = (item: Record<string, unknown>) => ({
  page_type: 'STANDARD',
  content_blocks: [{ type: 'QUESTION_SET', items: [item] }],
});

const surveyDocument = {
  title: 'Visitor check-in',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    question({
      text: 'How likely are you to recommend us to a friend?',
      response_type: 'NPS',
      required: true,
    }),
    question({
      text: 'Which country do you live in?',
      response_type: 'DROPDOWN',
      required: true,
      options: countries,
    }),
    question({ text: 'When did you visit?', response_type: 'DATE', required: true }),
    question({ text: 'Your e-mail address', response_type: 'EMAIL', required: true }),
    question({ text: 'Your phone number', response_type: 'PHONE' }),
    question({
      text: 'How many people came with you?',
      response_type: 'NUMBER',
      required: true,
      response_options: { min: 0, max: 20, integer: true },
    }),
    question({
      text: 'Staying in touch',
      response_type: 'CONSENT',
      required: true,
      response_options: { statement: 'I agree that you may contact me about my visit.' },
    }),
    { page_type: 'THANK_YOU', title: 'Thanks!' },
  ],
};

async function publish(page: Page): Promise<{ id: string; shareId: string }> {
  await signUpByApi(page, uniqueEmail('types'));
  await page.goto('/polls');
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await page.request.fetch(path, {
      method,
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const survey = (await call('POST', '/api/surveys', { template_data: surveyDocument })) as { id: string };
  const { shareId } = (await call('POST', `/api/surveys/${survey.id}/publish`, {})) as { shareId: string };
  return { id: survey.id, shareId };
}

/** Presses Tab until the focused element passes the check (keyboard only, as a respondent would). */
async function tabUntil(page: Page, check: string, limit = 30) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      new Function(`const el = document.activeElement; return Boolean(el && (${check}));`) as () => boolean,
    );
    if (hit) return;
  }
  throw new Error(`focus never reached: ${check}`);
}

async function next(page: Page, label = 'Next') {
  await tabUntil(
    page,
    `el.tagName === 'BUTTON' && el.textContent.trim().startsWith(${JSON.stringify(label)})`,
  );
  await page.keyboard.press('Enter');
}

async function answerByKeyboard(page: Page, shareId: string, width: number) {
  const shot = (name: string) =>
    page.screenshot({ path: `${E2E_ARTIFACTS}/types-take-${name}-${width}.png`, fullPage: true });
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.goto(`/t/${shareId}`);
  await tabUntil(page, `el.tagName === 'BUTTON' && /Start|Next/.test(el.textContent)`);
  await page.keyboard.press('Enter');

  // NPS: one tab stop for the group, arrows to 9, Space picks.
  await expect(
    page.getByRole('heading', { name: 'How likely are you to recommend us to a friend?' }),
  ).toBeVisible();
  await tabUntil(page, `el.getAttribute('role') === 'radio'`);
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '9' })).toHaveAttribute('aria-checked', 'true');
  await shot('nps');
  await next(page);

  // Dropdown: type to narrow the list, Enter picks the first match.
  await expect(page.getByRole('heading', { name: 'Which country do you live in?' })).toBeVisible();
  await tabUntil(page, `el.getAttribute('role') === 'combobox'`);
  await page.keyboard.type('port');
  await expect(page.getByRole('option', { name: 'Portugal' })).toBeVisible();
  await shot('dropdown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Which country do you live in?' })).toHaveValue('Portugal');
  await next(page);

  // Date: the native date field, typed month, day and year (en-US).
  await expect(page.getByRole('heading', { name: 'When did you visit?' })).toBeVisible();
  await tabUntil(page, `el.type === 'date'`);
  await page.keyboard.type('03142026');
  await expect(page.getByLabel('When did you visit?')).toHaveValue('2026-03-14');
  await shot('date');
  await next(page);

  // E-mail: a wrong address is named plainly; finishing it clears the message.
  await expect(page.getByRole('heading', { name: 'Your e-mail address' })).toBeVisible();
  await tabUntil(page, `el.type === 'email'`);
  await page.keyboard.type('ana@example');
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await shot('email');
  await page.keyboard.type('.pt');
  await expect(page.getByText('Enter an e-mail address like name@example.com.')).toHaveCount(0);
  await next(page);

  await expect(page.getByRole('heading', { name: 'Your phone number' })).toBeVisible();
  await tabUntil(page, `el.type === 'tel'`);
  await page.keyboard.type('+351 912 345 678');
  await shot('phone');
  await next(page);

  await expect(page.getByRole('heading', { name: 'How many people came with you?' })).toBeVisible();
  await tabUntil(page, `el.getAttribute('inputmode') === 'numeric'`);
  await page.keyboard.type('25');
  await expect(page.getByText('Enter a whole number from 0 to 20.')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  await shot('number');
  await next(page);

  // Consent: a required box; Space ticks it, then Submit.
  await expect(page.getByRole('heading', { name: 'Staying in touch' })).toBeVisible();
  await tabUntil(page, `el.type === 'checkbox'`);
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('checkbox', { name: 'I agree that you may contact me about my visit.' }),
  ).toBeChecked();
  await shot('consent');
  await tabUntil(page, `el.tagName === 'BUTTON' && /Submit|Finish|Send/.test(el.textContent)`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible({ timeout: 20_000 });
}

test('each new question type answered by keyboard alone on a phone and a desktop; analytics shows the NPS and the answers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { id, shareId } = await publish(page);

  await answerByKeyboard(page, shareId, 390);
  await answerByKeyboard(page, shareId, 1440);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/analytics/${shareId}`);
  // Two promoters (9 and 9) of two: NPS +100.
  await expect(page.getByTestId('nps-score')).toHaveText('+100', { timeout: 20_000 });
  await expect(page.getByText('Promoters').first()).toBeVisible();
  await expect(page.getByTestId('consent-agreed')).toHaveText('2 of 2');
  await expect(page.getByText('ana@example.pt').first()).toBeVisible();
  await expect(page.getByText('+351 912 345 678').first()).toBeVisible();
  // A date answer is listed as a date, not as the ISO text it is stored as.
  await expect(page.getByText('14 Mar 2026').first()).toBeVisible();
  await expect(page.getByText('Portugal').first()).toBeVisible();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/types-analytics-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/types-analytics-390.png`, fullPage: true });

  // The editor shows each type with its settings and a respondent preview.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(`/surveys/${id}/edit`);
    await expect(page.getByRole('button', { name: 'Response type: Net Promoter Score' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Paste a list of options').first()).toBeVisible();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/types-editor-${width}.png`, fullPage: true });
  }
});
