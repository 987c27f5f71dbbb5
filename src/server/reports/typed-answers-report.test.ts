import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyReport, ReportQuestion } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 12 §7: each new answer type submitted through the public route, then read back in the
// report (NPS score and groups, distributions, consent ticks, listed e-mails) and the CSV.

const document = {
  title: 'Typed answers',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'How likely are you to recommend us?', response_type: 'NPS', required: true },
            {
              text: 'Where do you live?',
              response_type: 'dropdown',
              options: ['Austria', 'Germany', 'Portugal'],
            },
            {
              text: 'When did you visit?',
              response_type: 'date',
              response_options: { earliest: '2026-01-01' },
            },
            { text: 'Your e-mail', response_type: 'email' },
            { text: 'Your phone', response_type: 'phone' },
            {
              text: 'How many people came?',
              response_type: 'number',
              response_options: { min: 1, max: 20, integer: true },
            },
            {
              text: 'Consent',
              response_type: 'consent',
              required: true,
              response_options: { statement: 'I agree to be contacted.' },
            },
          ],
        },
      ],
    },
  ],
};

describe.each(testDatabases())(
  'issue-12 answer types through submission, report and CSV on $name',
  (target) => {
    let server: TestServer;
    let owner: Awaited<ReturnType<typeof signedInClient>>;
    let survey: SurveyRecord;
    let questions: QuestionItem[];

    beforeAll(async () => {
      server = await createTestServer(await target.open(), { LOG_LEVEL: 'error' });
      owner = await signedInClient(server);
      const created = await owner.request('/api/surveys', { json: { template_data: document } });
      expect(created.status, await created.clone().text()).toBe(201);
      survey = (await created.json()) as SurveyRecord;
      questions = survey.draft.pages[1]!.content_blocks[0]!.items as QuestionItem[];
      const published = await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
      expect(published.status, await published.clone().text()).toBeLessThan(300);
    });
    afterAll(() => server.close());

    const byType = (type: string) => questions.find((question) => question.response_type === type)!;
    const option = (text: string) => {
      const dropdown = byType('DROPDOWN');
      return 'options' in dropdown.response_options
        ? dropdown.response_options.options.find((entry) => entry.text === text)!.id
        : '';
    };

    async function submit(name: string, values: Record<string, unknown>) {
      const answers = Object.entries(values).map(([type, value]) => ({
        question_id: byType(type).id,
        ...(value as object),
      }));
      return createClient(server).request(`/api/public/surveys/${survey.share_id}/submissions`, {
        json: { name, answers },
        headers: { 'idempotency-key': randomUUID() },
      });
    }

    test('bad answers are refused with a plain message and store nothing', async () => {
      const good = {
        NPS: { numeric_value: 9 },
        CONSENT: { numeric_value: 1 },
      };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, EMAIL: { text_value: 'ann@example' } }, 'Enter an e-mail address like name@example.com.'],
        [
          { ...good, PHONE: { text_value: '12 34' } },
          'Enter a phone number with 7 to 15 digits, like +44 20 7946 0958.',
        ],
        [{ ...good, DATE: { text_value: '2026-02-30' } }, 'Enter a date like 2026-03-31.'],
        [{ ...good, DATE: { text_value: '2025-12-31' } }, 'Enter a date on or after 1 Jan 2026.'],
        [{ ...good, NUMBER: { numeric_value: 2.5 } }, 'Enter a whole number, like 42.'],
        [{ ...good, NUMBER: { numeric_value: 21 } }, 'Enter a whole number from 1 to 20.'],
        [{ ...good, NPS: { numeric_value: 11 } }, 'Choose a score from 0 to 10.'],
        [
          { NPS: { numeric_value: 9 } },
          'Tick the box to agree ("Consent"); this survey needs your consent to continue.',
        ],
        [
          { ...good, DROPDOWN: { choice_ids: [option('Austria'), option('Germany')] } },
          'Choose only one option.',
        ],
      ];
      for (const [values, message] of cases) {
        const response = await submit('Bad', values);
        expect(response.status, JSON.stringify(values)).toBe(422);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
      }
      const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
      expect(report.totalResponses).toBe(0);
    });

    test('answers are counted in the report: NPS score and groups, distributions, consent, listed texts; the CSV has a column each', async () => {
      const rows: [string, number, string, string, string, string, number][] = [
        ['Ann', 10, 'Germany', '2026-03-02', 'ann@example.com', '+44 20 7946 0958', 3],
        ['Bo', 9, 'Germany', '2026-03-05', 'bo@example.org', '(030) 1234-5678', 2],
        ['Cy', 7, 'Portugal', '2026-03-20', 'cy@example.net', '555 123 4567', 2],
        ['Di', 3, 'Austria', '2026-03-20', 'di@example.com', '0612345678', 20],
      ];
      for (const [name, score, country, date, email, phone, people] of rows) {
        const response = await submit(name, {
          NPS: { numeric_value: score },
          DROPDOWN: { choice_ids: [option(country)] },
          DATE: { text_value: date },
          EMAIL: { text_value: ` ${email} ` },
          PHONE: { text_value: phone },
          NUMBER: { numeric_value: people },
          CONSENT: { numeric_value: 1 },
        });
        expect(response.status, await response.clone().text()).toBe(201);
      }
      // One more that leaves the optional answers out.
      expect((await submit('Ed', { NPS: { numeric_value: 6 }, CONSENT: { numeric_value: 1 } })).status).toBe(
        201,
      );

      const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
      const results = (type: string) =>
        report.pages
          .flatMap((page) => page.content_blocks)
          .flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []))
          .find((question: ReportQuestion) => question.response_type === type)!.results;

      expect(report.totalResponses).toBe(5);
      const nps = results('NPS');
      // Promoters 2 of 5 (40 %), detractors 2 of 5 (3 and 6: 40 %): score 0.
      expect(nps.nps).toEqual({
        score: 0,
        total: 5,
        groups: [
          { key: 'detractors', label: 'Detractors', count: 2, percentage: 40 },
          { key: 'passives', label: 'Passives', count: 1, percentage: 20 },
          { key: 'promoters', label: 'Promoters', count: 2, percentage: 40 },
        ],
      });
      expect(nps.distribution.map((bucket) => bucket.value)).toEqual([0, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1]);

      const dropdown = results('DROPDOWN');
      expect(dropdown.distribution.map((bucket) => [bucket.label, bucket.value, bucket.percentage])).toEqual([
        ['Germany', 2, 50],
        ['Austria', 1, 25],
        ['Portugal', 1, 25],
      ]);

      const date = results('DATE');
      expect(date.totalResponses).toBe(4);
      // Within 31 days: one bucket per day from the first answer to the last.
      expect(date.distribution).toHaveLength(19);
      expect(date.distribution[0]).toEqual({ label: '2 Mar 2026', value: 1 });
      expect(date.distribution.at(-1)).toEqual({ label: '20 Mar 2026', value: 2 });

      const email = results('EMAIL');
      expect(email.responseCount).toBe(4);
      expect(email.responses.map((response) => response.text).sort()).toEqual([
        'ann@example.com',
        'bo@example.org',
        'cy@example.net',
        'di@example.com',
      ]);
      expect(results('PHONE').responses.map((response) => response.text)).toContain('(030) 1234-5678');

      const number = results('NUMBER');
      expect(number.average).toBe(6.75);
      // 2 to 20 is wider than 11 whole numbers: five equal bins.
      expect(number.distribution.map((bucket) => bucket.value)).toEqual([3, 0, 0, 0, 1]);

      const consent = results('CONSENT');
      expect(consent.consent).toEqual({ agreed: 5, asked: 5, percentage: 100 });

      const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toBe(
        'Submitted at,Version,Name,Email,How likely are you to recommend us?,Where do you live?,When did you visit?,Your e-mail,Your phone,How many people came?,Consent,Voice notes',
      );
      const ann = lines.find((line) => line.includes(',Ann,'))!;
      // The phone's leading + is defused for spreadsheets, as every cell starting with + is.
      expect(ann.split(',').slice(4, 11)).toEqual([
        '10',
        'Germany',
        '2026-03-02',
        'ann@example.com',
        "'+44 20 7946 0958",
        '3',
        'Agreed',
      ]);
      const ed = lines.find((line) => line.includes(',Ed,'))!;
      expect(ed.split(',').slice(4, 11)).toEqual(['6', '', '', '', '', '', 'Agreed']);
    });
  },
);
