import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support.ts';

// Issue 19 §3 end to end: the share modal's inline snippet, pasted into a page served from another
// loopback port, shows the survey; the respondent completes it inside the frame and the host page
// receives `pollen:completed`. The popup snippet opens and closes from the keyboard.

const document = {
  title: 'Library visit',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [{ text: 'What did you borrow?', response_type: 'FREE_RESPONSE', required: true }],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thank you!', description: 'Enjoy the book.' },
  ],
};

/** A host site on another port: serves `html` at / and records what the page reports. */
async function hostSite(html: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const hostPage = (snippet: string) => `<!doctype html><html><head><title>Host site</title></head><body>
<h1>Our library</h1>
${snippet}
<ul id="events"></ul>
<script>
  for (const name of ['pollen:ready', 'pollen:step', 'pollen:completed']) {
    document.addEventListener(name, (event) => {
      const item = document.createElement('li');
      item.textContent = name + ' ' + event.detail.surveyId;
      document.getElementById('events').append(item);
    });
  }
</script>
</body></html>`;

test('the inline snippet on another site shows the survey, and completing it fires pollen:completed', async ({
  page,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('embed'), password: PASSWORD, name: 'Owner' },
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

  // The snippet exactly as the share modal offers it.
  await page.goto('/polls');
  await page.getByRole('button', { name: 'More actions for Library visit' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share survey' });
  const inline = await modal.getByRole('textbox', { name: 'Inline embed code' }).inputValue();
  expect(inline).toContain(`${baseURL}/t/${shareId}/embed`);

  const host = await hostSite(hostPage(inline));
  try {
    await page.goto(host.origin);
    const frame = page.frameLocator('iframe[data-pollen-embed]');
    await expect(frame.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.locator('#events')).toContainText(`pollen:ready ${shareId}`);
    // Ready comes before any step, so a host can wait for it before tracking steps.
    await expect(page.locator('#events li').first()).toHaveText(`pollen:ready ${shareId}`);
    await frame.getByRole('button', { name: 'Next' }).click();
    await frame.getByRole('textbox').fill('A cookbook');
    await expect(page.locator('#events')).toContainText(`pollen:step ${shareId}`);
    await frame.getByRole('button', { name: 'Submit' }).click();
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.locator('#events')).toContainText(`pollen:completed ${shareId}`);
    // Fitted to the survey's content, not left at the snippet's 640 px.
    await expect
      .poll(async () => page.locator('iframe[data-pollen-embed]').evaluate((element) => element.style.height))
      .toMatch(/^\d+px$/);

    const stored = await page.request.get(`/api/reports/${shareId}`);
    expect(((await stored.json()) as { totalResponses: number }).totalResponses).toBe(1);
  } finally {
    host.server.close();
  }
});

test('the popup snippet opens with Enter and closes with Escape, focus back on the button', async ({
  page,
  baseURL,
}, testInfo) => {
  const headers = { origin: baseURL! };
  await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('embed-popup'), password: PASSWORD, name: 'Owner' },
    headers,
  });
  const survey = (await (
    await page.request.post('/api/surveys', { data: { template_data: document }, headers })
  ).json()) as { id: string };
  const { shareId } = (await (
    await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {}, headers })
  ).json()) as { shareId: string };
  const host = await hostSite(
    hostPage(
      `<button type="button" data-pollen-open="${shareId}" data-pollen-layout="popup">Take the survey</button>\n` +
        `<script src="${baseURL}/embed.js" async></script>`,
    ),
  );
  try {
    await page.goto(host.origin);
    const opener = page.getByRole('button', { name: 'Take the survey' });
    await expect.poll(() => page.evaluate(() => Boolean((window as { Pollen?: unknown }).Pollen))).toBe(true);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Survey' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close survey' })).toBeFocused();
    await expect(
      page.frameLocator('[role="dialog"] iframe').getByRole('heading', { name: 'Welcome' }),
    ).toBeVisible();
    // Close sits in a bar above the survey, never on its progress bar or header.
    const closeBox = (await dialog.getByRole('button', { name: 'Close survey' }).boundingBox())!;
    const frameBox = (await dialog.locator('iframe').boundingBox())!;
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(frameBox.y);
    await page.screenshot({ path: testInfo.outputPath('embed-popup-1440.png') });
    // The panel fits the survey's height instead of staying at its largest.
    await expect
      .poll(() => dialog.evaluate((element) => (element as HTMLElement).style.height))
      .toMatch(/^\d+px$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Escape pressed inside the survey closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('[role="dialog"] iframe');
    await frame.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } finally {
    host.server.close();
  }
});
