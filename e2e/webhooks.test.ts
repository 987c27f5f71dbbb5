import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 19 §1 end to end: the owner adds a webhook endpoint from the results page, sends a test and
// sees it delivered in the log; a receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE_TARGETS on the e2e
// server) gets it signed. Screenshots of the dialog and the account page at 1440 and 390 px.

const document = {
  title: 'Webhook journey',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome' },
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'QUESTION_SET', items: [{ text: 'Anything to add?', response_type: 'FREE_RESPONSE' }] },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

test('add an endpoint, Send test, see the delivery in the log', async ({ page, baseURL }) => {
  const received: { body: string; signature: string }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['pollen-signature']),
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pollen`;

  const headers = { origin: baseURL! };
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('webhooks'), password: PASSWORD, name: 'Owner' },
        headers,
      })
    ).status(),
  ).toBe(200);
  const survey = (await (
    await page.request.post('/api/surveys', { data: { template_data: document }, headers })
  ).json()) as { id: string };
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };

  await page.goto(`/analytics/${shareId}`);
  await page.getByRole('button', { name: 'Notifications & webhooks' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Endpoint address').fill(hookUrl);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Endpoint added. Its signing secret:')).toBeVisible();
  const secret = (await dialog.locator('code', { hasText: 'whsec_' }).textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Later the secret can be revealed again, whole and readable, on its own line.
  await dialog.getByRole('button', { name: 'Reveal' }).click();
  await expect(dialog.getByLabel('Signing secret')).toHaveText(secret);
  await expect(dialog.getByLabel('Signing secret')).toBeInViewport();

  await dialog.getByRole('button', { name: 'Send test' }).click();
  const log = dialog.getByRole('list', { name: 'Delivery log' });
  await expect(log.getByText('webhook.test')).toBeVisible();
  // The local worker sends it at once; the log refreshes while a delivery is pending.
  await expect(log.getByText('delivered')).toBeVisible({ timeout: 15_000 });
  await expect(log.getByText('HTTP 200')).toBeVisible();
  expect(received).toHaveLength(1);
  expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });
  expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

  // The choices are enabled once the saved setting has loaded (slow on a loaded machine); the
  // radio itself is visually hidden, so the journey clicks its label as a person does.
  const digest = dialog.getByRole('radio', { name: /Daily digest/ });
  await expect(digest).toBeEnabled();
  await dialog.getByText('Daily digest', { exact: true }).click();
  await expect(digest).toBeChecked();
  await expect(page.getByText('Response e-mails on')).toBeVisible();

  await page.screenshot({ path: `${E2E_ARTIFACTS}/webhooks-dialog-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/webhooks-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/account#webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByLabel('Endpoint address').fill('https://hooks.example.com/pollen');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('hooks.example.com/pollen', { exact: false }).last()).toBeVisible();
  await page.screenshot({ path: `${E2E_ARTIFACTS}/webhooks-account-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${E2E_ARTIFACTS}/webhooks-account-1440.png`, fullPage: true });
  // Removing an endpoint deletes its log too: it asks first.
  await page.getByRole('button', { name: 'Remove https://hooks.example.com/pollen' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove this endpoint?' });
  await confirmRemove.getByRole('button', { name: 'Remove endpoint' }).click();
  await expect(page.getByText('hooks.example.com/pollen', { exact: false })).toHaveCount(0);
  receiver.close();
});
