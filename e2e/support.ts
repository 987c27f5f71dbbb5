import { readFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ARTIFACTS, E2E_PORT } from '../playwright.config.ts';

export const PASSWORD = 'pollen-e2e-password';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Pollen logs each mail with its link when no SMTP server is set; tests read it back. */
export async function mailedLink(email: string, subject: string, server = 'server'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(`${E2E_ARTIFACTS}/${server}.log`, 'utf8').split('\n');
      for (const line of lines.reverse()) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { mail?: { to: string; subject: string; link: string } };
        if (entry.mail?.to === email && entry.mail.subject === subject) {
          link = entry.mail.link;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link!;
}

export async function signUpThroughModal(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Creates an account through the API (faster than the UI) and leaves the page signed in. */
export async function signUpByApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: email.split('@')[0] },
    headers: { origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(response.status()).toBe(200);
}

/**
 * Signs up an owner in a fresh desktop context and publishes `document` through the API (set-up,
 * not what a journey is about); returns the owner's context, the survey as created and its share id.
 */
export async function publishByApi<Created = { id: string }>(
  browser: Browser,
  document: object,
  base = `http://127.0.0.1:${E2E_PORT}`,
): Promise<{ owner: BrowserContext; survey: Created; shareId: string }> {
  const owner = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const headers = { origin: base };
  const signUp = await owner.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('owner'), password: PASSWORD, name: 'Owner' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  const created = await owner.request.post('/api/surveys', { data: { template_data: document }, headers });
  expect(created.status()).toBe(201);
  const survey = (await created.json()) as Created & { id: string };
  const published = await owner.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers });
  expect(published.ok()).toBe(true);
  const { shareId } = (await published.json()) as { shareId: string };
  return { owner, survey, shareId };
}

/** A respondent on a phone (390 px wide), in a context of their own. */
export async function phoneContext(browser: Browser, base = `http://127.0.0.1:${E2E_PORT}`) {
  return browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true });
}
