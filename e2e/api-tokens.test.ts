import { expect, test } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 19 point 2: a personal API token is created on the account page, shown once, lists the
// owner's surveys from outside the browser, and stops working once revoked.

test('create an API token, use it, revoke it', async ({ page, baseURL }) => {
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('tokens'), password: PASSWORD, name: 'Token owner' },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status()).toBe(200);
  const created = await page.request.post('/api/surveys', {
    data: { template_data: { title: 'Token journey survey' } },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  await page.goto('/account#api-tokens');
  const section = page.locator('#api-tokens');
  await expect(section.getByRole('heading', { name: 'API tokens' })).toBeVisible();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  await section.getByLabel('Token name').fill('Journey script');
  await section.getByLabel('Read only').check();
  await section.getByRole('button', { name: 'Create token' }).click();

  const shown = section.getByTestId('new-api-token');
  await expect(shown).toHaveText(/^pln_/);
  const token = (await shown.textContent())!;
  await expect(section.getByRole('list', { name: 'Your API tokens' })).toContainText('Journey script');
  await expect(section.getByText('Never used')).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `${E2E_ARTIFACTS}/api-tokens-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Outside the browser: no cookie, only the token (a fresh request context, as curl would).
  const call = () =>
    fetch(new URL('/api/v1/surveys', baseURL).toString(), { headers: { authorization: `Bearer ${token}` } });
  const listed = await call();
  expect(listed.status).toBe(200);
  const body = (await listed.json()) as { items: { title: string }[] };
  expect(body.items.map((item) => item.title)).toEqual(['Token journey survey']);

  // Shown once: after "Done" (or a reload) only the last four characters remain.
  await section.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(section.getByTestId('new-api-token')).toHaveCount(0);
  await expect(section.getByText(`pln_…${token.slice(-4)}`)).toBeVisible();
  await expect(section.getByText(/Last used/)).toBeVisible();

  await section.getByRole('button', { name: 'Revoke Journey script' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  const refused = await call();
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/revoked/);
});

test('the API reference page renders the OpenAPI document', async ({ page }) => {
  await page.goto('/developers/api');
  await expect(page.getByRole('heading', { name: 'Pollen API', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, object>;
  };
  for (const path of Object.keys(document.paths))
    await expect(
      page.getByRole('navigation', { name: 'Routes' }).getByText(path, { exact: true }).first(),
    ).toBeVisible();
  await expect(page.locator('#schema-Survey')).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${E2E_ARTIFACTS}/api-reference-${width}.png` });
  }
});
