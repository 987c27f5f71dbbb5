import { expect, test, type Page } from '@playwright/test';
import { phoneContext, publishByApi } from './support.ts';

// What each screen downloads on a first visit (issue 17): only its own code. Scripts are recognised
// by content, not file name, where a name would say little (the validation library's chunk).

interface Script {
  file: string;
  body: Promise<string>;
}

function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace('/assets/', '');
    scripts.push({ file, body: response.text().catch(() => '') });
  });
  return scripts;
}

/** The validation library (zod) announces itself by its error class name in any chunk it is in. */
async function loadsValidationLibrary(scripts: Script[]): Promise<boolean> {
  const bodies = await Promise.all(scripts.map((script) => script.body));
  return bodies.some((body) => body.includes('$ZodError'));
}

const files = (scripts: Script[]) => scripts.map((script) => script.file);

test('The landing page loads the sign-in form and the validation library only on a click', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    files(scripts).filter((file) => /^(auth-form|survey-editor|chat-view|chat-page)/.test(file)),
  ).toEqual([]);
  expect(await loadsValidationLibrary(scripts)).toBe(false);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog').getByLabel('Password')).toBeVisible();
  expect(files(scripts).some((file) => file.startsWith('auth-form'))).toBe(true);
  expect(await loadsValidationLibrary(scripts)).toBe(true);
});

test("The respondent page loads its own few icons, not the app's icon set, and shows them", async ({
  browser,
}) => {
  const { owner, shareId } = await publishByApi(browser, {
    title: 'Icon check',
    pages: [
      { page_type: 'WELCOME', title: 'Welcome' },
      {
        page_type: 'STANDARD',
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: [{ text: 'How was it?', response_type: 'FREE_RESPONSE', required: true }],
          },
        ],
      },
      { page_type: 'THANK_YOU' },
    ],
  });
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`/t/${shareId}`);
  const next = page.getByRole('button', { name: /Next|Start/ });
  await expect(next).toBeVisible();
  // The arrow beside the button's label is one of the respondent page's icons (build/icon-chunks.ts).
  await expect(next.locator('svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const iconFiles = files(scripts).filter((file) => file.startsWith('icons-'));
  expect(iconFiles.length).toBeGreaterThan(0);
  expect(iconFiles.every((file) => file.startsWith('icons-respondent-'))).toBe(true);
  await context.close();
  await owner.close();
});
