import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughModal, signUpByApi, uniqueEmail } from './support.ts';

test('A wrong password shows the error and keeps the user signed out', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUpByApi(page, email);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await signInThroughModal(page, email, 'definitely-not-it');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('dialog').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});
