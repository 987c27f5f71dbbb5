import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('The landing page shows every section a visitor expects', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('3x higher completion rates').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /one question at a time/i })).toBeVisible();

  const features = page.locator('#features');
  for (const title of ['No More Survey Fatigue', 'Test Anything Visual', 'Results That Drive Action']) {
    await expect(features.getByRole('heading', { name: title })).toBeVisible();
  }

  const pricing = page.locator('#pricing');
  for (const price of ['Free', '$49', '$129'])
    await expect(pricing.getByText(price, { exact: true })).toBeVisible();
  for (const tier of ['Individual', 'Team', 'Enterprise'])
    await expect(pricing.getByRole('heading', { name: tier })).toBeVisible();
  await expect(pricing.getByRole('button', { name: 'Choose Plan' })).toHaveCount(3);

  const footer = page.getByRole('contentinfo');
  for (const path of ['/features', '/pricing', '/templates', '/privacy', '/terms', '/cookies']) {
    await expect(footer.locator(`a[href="${path}"]`)).toBeVisible();
  }
});

test('Navbar buttons scroll to the features and pricing sections', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Pricing' }).click();
  await expect(page.locator('#pricing')).toBeInViewport();
  await nav.getByRole('button', { name: 'Features' }).click();
  await expect(page.locator('#features')).toBeInViewport();
});

test('Choosing a plan opens the sign-up modal, which closes on Escape and on the backdrop', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('#pricing').getByRole('button', { name: 'Choose Plan' }).nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('placeholder', 'At least 8 characters');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.mouse.click(10, 450);
  await expect(dialog).toBeHidden();
});

test('The footer pages and section routes open', async ({ page }) => {
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('The landing page and the auth modal have no serious accessibility violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = await new AxeBuilder({ page }).analyze();
  const serious = (results: typeof landing) =>
    results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  expect(
    serious(landing).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(serious(modal).map((violation) => violation.id)).toEqual([]);
});

test('With reduced motion the phone demo stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const phone = page.getByRole('img', { name: /one question at a time/i });
  const before = await phone.innerHTML();
  // Longer than one full demo cycle; a moving demo would have changed question by now.
  await page.clock.install();
  await page.clock.runFor(5000);
  expect(await phone.innerHTML()).toBe(before);
});
