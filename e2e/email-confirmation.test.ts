import { expect, test } from '@playwright/test';
import { E2E_CONFIRMING_PORT } from '../playwright.config.ts';
import { mailedLink, signUpThroughModal, uniqueEmail } from './support.ts';

test.use({ baseURL: `http://127.0.0.1:${E2E_CONFIRMING_PORT}` });

test('With e-mail confirmation on, sign-up asks to check the mail and the link signs the user in', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await page.goto('/');
  await signUpThroughModal(page, email);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
    'Success! Check your email to confirm your account.',
  );
  await expect(page).toHaveURL(/\/$/);

  const link = await mailedLink(email, 'Confirm your Pollen account', 'confirming-server');
  await page.goto(link);
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat$/);
});
