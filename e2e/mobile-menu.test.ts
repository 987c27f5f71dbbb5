import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('On a phone the hamburger menu opens over an overlay and leads to the sections', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Pricing' })).toBeHidden();

  await nav.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('mobile-menu-overlay')).toBeVisible();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Pricing' }).click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.locator('#pricing')).toBeInViewport();

  await nav.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('mobile-menu-overlay').click({ position: { x: 20, y: 700 } });
  await expect(page.locator('#mobile-menu')).toBeHidden();

  await nav.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('Nothing on the landing page scrolls sideways on a phone', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
