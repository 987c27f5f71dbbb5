import { expect, test } from '@playwright/test';
import { mailedLink, signInThroughModal, signUpByApi, uniqueEmail } from './support.ts';

test('A forgotten password is reset through the logged link', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUpByApi(page, email);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('a link to reset its password is on its way');

  const link = await mailedLink(email, 'Reset your Pollen password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password');
  await page.getByLabel('Confirm new password').fill('a-fresh-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await signInThroughModal(page, email, 'a-fresh-password');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
