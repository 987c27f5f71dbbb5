import { expect, test } from '@playwright/test';
import { signInThroughModal, signUpByApi, uniqueEmail } from './support.ts';

test('A guarded URL visited signed out round-trips through sign-in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await signUpByApi(page, email);
  await page.context().clearCookies();

  await page.goto('/analytics/abc123?tab=responses');
  await expect(page).toHaveURL(/\/\?next=/);
  await signInThroughModal(page, email);
  await expect(page).toHaveURL(/\/analytics\/abc123\?tab=responses$/);
  // A missing survey is a dead end a retry cannot fix: say so, and offer the way back.
  await expect(page.getByText("This survey doesn't exist or isn't yours.", { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your surveys' })).toBeVisible();
});

test('Every owner route needs a session', async ({ page }) => {
  for (const path of ['/chat', '/chat/some-session', '/polls', '/data', '/account', '/create/template']) {
    await page.goto(path);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  }
});

test('Respondent pages need no account and show a clear card for an unknown survey', async ({ page }) => {
  await page.goto('/t/doesnotexist');
  await expect(page.getByRole('heading', { name: "This survey isn't available" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
