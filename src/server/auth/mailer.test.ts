import { afterAll, beforeAll, expect, test } from 'vitest';
import pino from 'pino';
import { Writable } from 'node:stream';
import { startFakeSmtpServer } from '../test-support/fake-smtp-server.ts';
import { newResponseMail } from '../outbox/notification-mail.ts';
import { createMailer, resetPasswordMail } from './mailer.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});
afterAll(() => smtp.close());

function captureLogger(level: pino.LevelWithSilent = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

test('with SMTP_URL the mail goes to the SMTP server with its link', async () => {
  const { logger } = captureLogger();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Pollen <no-reply@pollen.test>',
    logger,
  });
  await mailer.send(
    resetPasswordMail('jane@example.com', 'http://pollen.test/api/auth/reset-password/tok123'),
  );
  const mail = smtp.mails.at(-1);
  expect(mail?.from).toContain('no-reply@pollen.test');
  expect(mail?.to).toEqual(['<jane@example.com>']);
  expect(mail?.data).toContain('Subject: Reset your Pollen password');
  // Long lines arrive quoted-printable encoded: undo the soft breaks before looking for the link.
  const body = (mail?.data ?? '').replace(/=\n/g, '').replace(/=3D/g, '=');
  expect(body).toContain('http://pollen.test/api/auth/reset-password/tok123');
});

test('without SMTP_URL the mail becomes one log line carrying the link', async () => {
  const { logger, lines } = captureLogger();
  const mailer = createMailer({ from: 'Pollen <no-reply@pollen.test>', logger });
  await mailer.send(resetPasswordMail('jane@example.com', 'http://pollen.test/reset/abc'));
  const entry = JSON.parse(lines.at(-1) ?? '{}') as { mail?: { to: string; link: string }; msg?: string };
  expect(entry.mail).toMatchObject({ to: 'jane@example.com', link: 'http://pollen.test/reset/abc' });
  expect(entry.msg).toContain('http://pollen.test/reset/abc');
});

test('without SMTP_URL a notification mail logs its unsubscribe link beside the results link', async () => {
  const { logger, lines } = captureLogger();
  const mailer = createMailer({ from: 'Pollen <no-reply@pollen.test>', logger });
  await mailer.send(
    newResponseMail({
      to: 'owner@example.com',
      surveyTitle: 'Menu survey',
      resultsUrl: 'http://pollen.test/analytics/abc',
      unsubscribeUrl: 'http://pollen.test/unsubscribe/tok',
    }),
  );
  const entry = JSON.parse(lines.at(-1) ?? '{}') as { mail?: Record<string, string>; msg?: string };
  expect(entry.mail).toMatchObject({
    link: 'http://pollen.test/analytics/abc',
    unsubscribe: 'http://pollen.test/unsubscribe/tok',
  });
  expect(entry.msg).toContain('unsubscribe: http://pollen.test/unsubscribe/tok');
});

test.each(['warn', 'error', 'fatal'] as const)(
  'without SMTP_URL the mail line is still logged with LOG_LEVEL=%s',
  async (level) => {
    const { logger, lines } = captureLogger(level);
    const mailer = createMailer({ from: 'Pollen <no-reply@pollen.test>', logger });
    await mailer.send(resetPasswordMail('jane@example.com', 'http://pollen.test/reset/abc'));
    expect(lines.join('')).toContain('Mail to jane@example.com: Reset your Pollen password http://pollen.test/reset/abc');
  },
);
