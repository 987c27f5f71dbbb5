import { expect, test } from '@playwright/test';
import { PASSWORD, signInThroughModal, signUpThroughModal, uniqueEmail } from './support.ts';

test('A new user signs up through the modal, lands on /chat, signs out and back in', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/');
  await signUpThroughModal(page, email);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();

  // Signed in, the landing page is replaced by /chat.
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat$/);

  await page.getByRole('button', { name: 'Account menu' }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText('Signed in')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();

  // The session really ended: a guarded page now asks to sign in.
  await page.goto('/polls');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await signInThroughModal(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/polls$/);
});

test('A password that is too short is refused before anything is sent', async ({ page }) => {
  await page.goto('/');
  await signUpThroughModal(page, uniqueEmail('short'), 'short');
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters.');
  await expect(page).toHaveURL(/\/$/);
});

test('Signing up twice with one e-mail explains why', async ({ page }) => {
  const email = uniqueEmail('twice');
  await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'x' },
    headers: { origin: 'http://127.0.0.1:4310' },
  });
  await page.context().clearCookies();
  await page.goto('/');
  await signUpThroughModal(page, email);
  await expect(page.getByRole('alert')).toContainText(/already exists/i);
});
