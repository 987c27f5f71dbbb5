import { expect, test } from '@playwright/test';
import { PASSWORD, signUpByApi, uniqueEmail } from './support.ts';

test('From the profile menu a user renames themself and changes their password', async ({ page }) => {
  const email = uniqueEmail('account');
  await signUpByApi(page, email);
  await page.goto('/polls');
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByLabel('Display name').fill('Dr. Jane Researcher');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Dr. Jane Researcher');

  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password').fill('changed-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#password').getByRole('alert')).toContainText(/invalid password/i);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'changed-password' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(200);
});
