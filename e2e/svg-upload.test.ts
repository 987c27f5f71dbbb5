import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './support.ts';

// Both ways an SVG runs script: a <script> element and an onload handler. Each leaves a mark on
// the SVG document, so the test can tell whether either ran.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" ' +
  `onload="document.documentElement.setAttribute('data-onload', 'ran')">` +
  `<script>document.documentElement.setAttribute('data-script', 'ran')</script>` +
  '<rect width="20" height="20" fill="#16a34a"/></svg>';

/** Uploads the SVG to a new survey the way the editor does, from a page on Pollen's origin. */
async function uploadSvg(page: Page): Promise<string> {
  return page.evaluate(async (svg) => {
    const post = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    const survey = (await post('/api/surveys', {})) as { id: string };
    const ticket = (await post('/api/uploads', {
      surveyId: survey.id,
      fileName: 'logo.svg',
      size: new Blob([svg]).size,
      contentType: 'image/svg+xml',
    })) as { uploadUrl: string; fileId: string };
    const put = await fetch(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/svg+xml' },
      body: svg,
    });
    if (!put.ok) throw new Error(`upload refused: ${put.status}`);
    const confirmed = (await post(`/api/uploads/${ticket.fileId}/complete`, {})) as { publicUrl: string };
    return confirmed.publicUrl;
  }, SVG);
}

const marks = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.getAttribute('data-script'),
    document.documentElement.getAttribute('data-onload'),
  ]);

test('An uploaded SVG carrying script shows as an image but never runs its script on Pollen’s origin', async ({
  page,
}) => {
  await signUpByApi(page, uniqueEmail('svg'));
  await page.goto('/polls');
  const fileUrl = await uploadSvg(page);
  expect(fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

  // The app's own use: an <img> shows it (images never run script).
  const width = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, fileUrl);
  expect(width).toBe(20);

  // Opened directly, it downloads instead of rendering.
  const download = page.waitForEvent('download');
  await page.goto(fileUrl).catch(() => undefined);
  expect((await download).suggestedFilename()).toBe('logo.svg');

  // Even rendered inline (the attachment header stripped on the way), the sandboxed CSP stops both.
  await page.route(`**${fileUrl}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-disposition'];
    await route.fulfill({ response, headers });
  });
  await page.goto(fileUrl);
  await expect(page.locator('rect')).toBeAttached();
  expect(await marks(page)).toEqual([null, null]);

  // Control: the same file without Pollen's headers does run, so the marks above prove something.
  await page.unroute(`**${fileUrl}`);
  await page.route(`**${fileUrl}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: await response.body() });
  });
  await page.goto(fileUrl);
  await expect.poll(() => marks(page)).toEqual(['ran', 'ran']);
});
