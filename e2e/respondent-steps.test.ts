import { expect, test, type Page } from '@playwright/test';
import { E2E_ARTIFACTS } from '../playwright.config.ts';
import { signUpByApi, uniqueEmail } from './support.ts';

// What a respondent sees around the questions (issue 15): the header numbers only steps that ask
// something and stays in place, pages show their title and description, a budget reads in dollars,
// a link without a preview is a compact card, and an uploaded video plays inline.

const surveyDocument = (videoUrl: string) => ({
  title: 'Budgeting app concept test',
  pages: [
    {
      page_type: 'WELCOME',
      title: 'Welcome',
      description: 'A few quick questions.',
      options: { collectName: 'required', collectEmail: 'optional' },
    },
    {
      page_type: 'STANDARD',
      title: 'Headlines',
      description: 'Switch between the variants before answering.',
      content_blocks: [
        {
          type: 'MEDIA_SET',
          items: [
            {
              media_type: 'DESCRIPTION',
              title: 'Concept A',
              media_data: { text: 'Save more, stress less.' },
            },
            { media_type: 'DESCRIPTION', title: 'Concept B', media_data: { text: 'Every dollar, planned.' } },
          ],
        },
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Which apps do you use?',
              response_type: 'CHECKBOX',
              required: true,
              response_options: { options: ['Mint', 'YNAB', 'Spreadsheet'], allow_other: true },
            },
          ],
        },
      ],
    },
    {
      page_type: 'STANDARD',
      title: 'Read more',
      content_blocks: [
        {
          type: 'MEDIA_SET',
          items: [{ media_type: 'URL', media_data: { url: 'https://example.com/budgeting' } }],
        },
      ],
    },
    {
      page_type: 'STANDARD',
      title: 'The launch film',
      content_blocks: [
        {
          type: 'MEDIA_SET',
          items: [
            {
              media_type: 'FILE',
              title: 'Launch film',
              media_data: {
                file_url: videoUrl,
                file_name: 'launch.webm',
                // As an upload may arrive: no category, a generic type.
                file_type: 'application/octet-stream',
                category: '',
                upload_status: 'completed',
              },
            },
          ],
        },
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Monthly budget?',
              response_type: 'SLIDER',
              required: true,
              response_options: {
                min: 0,
                max: 5000,
                step: 10,
                labels: { min: '$0', mid: 'Mid', max: '$5,000' },
              },
            },
          ],
        },
      ],
    },
    { page_type: 'STANDARD', title: 'Almost done', description: 'One last thing.' },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [{ text: 'Anything else?', response_type: 'FREE_RESPONSE' }],
        },
      ],
    },
    { page_type: 'THANK_YOU', title: 'Thanks a lot!' },
  ],
});

/** A real one-second WebM video made in the browser, uploaded the way the editor does. */
async function uploadVideo(page: Page, surveyId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame++) {
      context.fillStyle = `hsl(${frame * 36} 70% 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const video = new Blob(chunks, { type: 'video/webm' });
    const post = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    const ticket = (await post('/api/uploads', {
      surveyId: id,
      fileName: 'launch.webm',
      size: video.size,
      contentType: 'video/webm',
    })) as { uploadUrl: string; fileId: string };
    const put = await fetch(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'video/webm' },
      body: video,
    });
    if (!put.ok) throw new Error(`upload refused: ${put.status}`);
    return ((await post(`/api/uploads/${ticket.fileId}/complete`, {})) as { publicUrl: string }).publicUrl;
  }, surveyId);
}

async function publish(page: Page): Promise<string> {
  await signUpByApi(page, uniqueEmail('steps'));
  await page.goto('/polls');
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await page.request.fetch(path, {
      method,
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const survey = (await call('POST', '/api/surveys', { template_data: surveyDocument('') })) as {
    id: string;
  };
  const videoUrl = await uploadVideo(page, survey.id);
  const record = (await call('GET', `/api/surveys/${survey.id}`)) as { draft_version: number };
  await call('PUT', `/api/surveys/${survey.id}/draft`, {
    template_data: surveyDocument(videoUrl),
    baseVersion: record.draft_version,
  });
  const { shareId } = (await call('POST', `/api/surveys/${survey.id}/publish`, {})) as { shareId: string };
  return shareId;
}

const headerTop = (page: Page) =>
  page
    .getByRole('progressbar', { name: 'Survey progress' })
    .evaluate((bar) => bar.getBoundingClientRect().top);

for (const width of [1440, 390]) {
  test(`A respondent walks through pages, links, a video and a budget at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    const shareId = await publish(page);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto(`/t/${shareId}`);

    // Welcome: both problems at once.
    const name = page.getByLabel('Your name');
    await name.focus();
    await page.getByLabel('Email').fill('not-an-email');
    await name.focus();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/steps-welcome-${width}.png`, fullPage: true });
    await page.getByLabel('Email').fill('');
    await name.fill('Jane');
    const welcomeTop = await headerTop(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // The page's title and description come with its question; the header has not moved.
    await expect(page.getByRole('heading', { name: 'Which apps do you use?' })).toBeVisible();
    await expect(page.getByText('Switch between the variants before answering.')).toBeVisible();
    await expect(page.getByText('Choose all that apply')).toBeVisible();
    await expect(page.getByText('QUESTION 1')).toBeVisible();
    await expect(page.getByText('1/3')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(await headerTop(page)).toBe(welcomeTop);
    // Other's digit moves the focus into its field at once: what is typed straight after, digits
    // included, is its text (the 2 does not pick YNAB).
    await page.keyboard.press('4');
    await page.keyboard.type('Quicken 2');
    const otherField = page.getByRole('textbox', { name: 'Other' });
    await expect(otherField).toBeFocused();
    await expect(otherField).toHaveValue('Quicken 2');
    await expect(page.getByRole('checkbox', { name: 'YNAB' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('checkbox', { name: 'Mint' }).click();
    await page.screenshot({ path: `${E2E_ARTIFACTS}/steps-choice-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    // A link step asks nothing: no number; the link is a compact card.
    await expect(page.getByRole('heading', { name: 'Read more' })).toBeVisible();
    await expect(page.getByText(/^QUESTION/)).toHaveCount(0);
    const link = page.getByRole('link', { name: /example\.com/ });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeLessThan(140);
    expect(await headerTop(page)).toBe(welcomeTop);
    await page.screenshot({ path: `${E2E_ARTIFACTS}/steps-link-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();

    // The video plays inline; the budget reads in dollars and nothing moves once it is answered.
    await expect(page.getByRole('heading', { name: 'Monthly budget?' })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);
    await expect(page.getByText('QUESTION 2')).toBeVisible();
    await expect(page.getByText('$2,500')).toBeVisible();
    await expect(page.getByText('$5k')).toBeVisible();
    await expect(page.getByText('$5,000')).toHaveCount(0);
    await expect(page.getByText('Mid', { exact: true })).toHaveCount(0);
    const next = page.getByRole('button', { name: 'Next' });
    const before = await next.boundingBox();
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('$2,510')).toBeVisible();
    await expect(page.getByText('Move the slider to answer.')).toBeHidden();
    // The answer replacing the hint moves nothing: not by a line (a shift would be ~20 px). Under a
    // fraction of a pixel is sub-pixel layout (seen once in CI: 0.22 px, as the video above settled).
    expect(Math.abs((await next.boundingBox())!.y - before!.y)).toBeLessThan(1);
    expect(await headerTop(page)).toBe(welcomeTop);
    await page.screenshot({ path: `${E2E_ARTIFACTS}/steps-budget-${width}.png`, fullPage: true });
    await next.click();

    // An info step asks nothing either.
    await expect(page.getByRole('heading', { name: 'Almost done' })).toBeVisible();
    await expect(page.getByText(/^QUESTION/)).toHaveCount(0);
    await page.screenshot({ path: `${E2E_ARTIFACTS}/steps-info-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('QUESTION 3')).toBeVisible();
    await expect(page.getByText('3/3')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}
