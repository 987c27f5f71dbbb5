import { expect, test, type Page } from '@playwright/test';
import {
  chromiumArgs,
  E2E_ARTIFACTS,
  E2E_MODEL_PORT,
  E2E_PORT,
  FAKE_TRANSCRIPT,
  FAKE_TRANSCRIPTION_PORT,
} from '../playwright.config.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

// Authors' voice input in the chat composer. Chromium's fake microphone (a steady beep) records
// real webm/opus; the model server sends it to a scripted transcription service, the main server
// has none configured.

const SHOTS = `${E2E_ARTIFACTS}/screens`;
const FAKE_SERVICE = `http://127.0.0.1:${FAKE_TRANSCRIPTION_PORT}`;

// The journeys share one fake transcription service, and "fail-next" fails whichever recording
// reaches it next: run them one after another, or one journey's failure lands on the other's
// recording (it did, whenever the two ran at the same moment on two workers).
test.describe.configure({ mode: 'default' });

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  permissions: ['microphone'],
});

async function signUpOn(page: Page, port: number, label: string) {
  const response = await page.request.post(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    data: { email: uniqueEmail(label), password: PASSWORD, name: label },
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  expect(response.status()).toBe(200);
}

async function recordFor(page: Page, minimumSeconds: number) {
  await page.getByRole('button', { name: 'Voice input', exact: true }).click();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop recording and transcribe' })).toBeFocused();
  // The clock runs while the microphone records.
  await expect
    .poll(async () => Number((await timer.textContent())?.split(':')[1] ?? 0), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(minimumSeconds);
}

test.describe('with a transcription service', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_MODEL_PORT}` });

  test('speaking fills the chat prompt for review; nothing is sent until the author sends it', async ({
    page,
  }) => {
    await signUpOn(page, E2E_MODEL_PORT, 'voice');
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect(page.getByRole('button', { name: 'Voice input', exact: true })).toBeEnabled();
    await input.fill('Survey idea:');
    await page.screenshot({ path: `${SHOTS}/voice-composer-idle-1440.png` });

    await recordFor(page, 1);
    await page.screenshot({ path: `${SHOTS}/voice-composer-recording-1440.png` });
    await page.keyboard.press('Enter');

    await expect(input).toHaveValue(`Survey idea: ${FAKE_TRANSCRIPT}`);
    await expect(input).toBeFocused();
    // What Pollen sent on: real webm audio from the browser, under the configured model.
    const sent = (await (await page.request.get(`${FAKE_SERVICE}/last`)).json()) as {
      fileType: string;
      model: string;
      bytes: number;
    };
    expect(sent.fileType).toBe('audio/webm');
    expect(sent.model).toBe('e2e-whisper');
    expect(sent.bytes).toBeGreaterThan(1000);
    // Not sent: the welcome screen is still there and no reply came.
    await expect(page.getByText('What are we working on today?')).toBeVisible();
    await expect(page.getByRole('log', { name: 'Conversation' })).toHaveCount(0);

    // A service failure is shown as such and leaves the prompt as it was.
    await page.request.post(`${FAKE_SERVICE}/fail-next`);
    await recordFor(page, 1);
    await page.getByRole('button', { name: 'Stop recording and transcribe' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The transcription service could not turn this recording into text. Please try again.',
    );
    await expect(input).toHaveValue(`Survey idea: ${FAKE_TRANSCRIPT}`);
    await page.screenshot({ path: `${SHOTS}/voice-composer-error-1440.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    // The box fits its height to its text as it changes, not on resize: retype it at this width.
    await input.fill('');
    await input.fill(`Survey idea: ${FAKE_TRANSCRIPT}`);
    await page.screenshot({ path: `${SHOTS}/voice-composer-error-390.png` });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.screenshot({ path: `${SHOTS}/voice-composer-idle-390.png` });
    await recordFor(page, 1);
    await page.screenshot({ path: `${SHOTS}/voice-composer-recording-390.png` });
    await page.getByRole('button', { name: 'Cancel recording' }).click();
    await expect(page.getByRole('button', { name: 'Voice input', exact: true })).toBeVisible();
    await expect(input).toHaveValue(`Survey idea: ${FAKE_TRANSCRIPT}`);
  });
});

test.describe('with a transcription service, in the editor', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_MODEL_PORT}` });

  test('dictating a survey description adds the words to it, and they are saved like typing', async ({
    page,
  }) => {
    await signUpOn(page, E2E_MODEL_PORT, 'voice-editor');
    const created = await page.request.post('/api/surveys', {
      data: {},
      headers: { origin: `http://127.0.0.1:${E2E_MODEL_PORT}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/surveys/${id}/edit`);

    const description = page.getByRole('textbox', { name: 'Survey description' });
    await description.fill('For riders of line 12.');
    // The microphone beside the field (its name does not repeat the field's label).
    const mic = description.locator('xpath=..').getByRole('button', { name: 'Voice input', exact: true });
    await expect(page.getByLabel('Survey description')).toHaveCount(1);
    await expect(mic).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/voice-editor-idle-1440.png` });
    await mic.click();
    const timer = page.getByRole('timer', { name: 'Recording time' });
    await expect
      .poll(async () => Number((await timer.textContent())?.split(':')[1] ?? 0), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/voice-editor-recording-1440.png` });
    // Autosave sends the dictated words like typed ones.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/draft') &&
        (response.request().postData() ?? '').includes(FAKE_TRANSCRIPT),
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Stop recording and transcribe' }).click();

    const dictated = `For riders of line 12. ${FAKE_TRANSCRIPT}`;
    await expect(description).toHaveValue(dictated);
    await expect(description).toBeFocused();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Survey description' })).toHaveValue(dictated);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Survey description' }).focus();
    await mic.click();
    await expect(page.getByRole('timer', { name: 'Recording time' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/voice-editor-recording-390.png` });
    await page.keyboard.press('Escape');
    await expect(mic).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Survey description' })).toHaveValue(dictated);
  });
});

test('without a transcription service the microphone explains how to enable it', async ({ page }) => {
  await signUpOn(page, E2E_PORT, 'no-voice');
  await page.goto('/chat');
  const mic = page.getByRole('button', { name: 'Voice input unavailable' });
  await expect(mic).toBeVisible();
  await mic.click();
  const explanation = page.getByRole('status').filter({ hasText: 'Voice input is off' });
  await expect(explanation).toContainText('set TRANSCRIPTION_BASE_URL');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/voice-composer-unavailable-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/voice-composer-unavailable-390.png` });
});
