import type { Transporter } from 'nodemailer';
import type pino from 'pino';
import type { Logger } from '../logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail exists to deliver; logged when there is no SMTP server. */
  link: string;
  /** Extra headers, e.g. List-Unsubscribe on notifications (ignored when the mail is only logged). */
  headers?: Record<string, string>;
  /** Where its reader stops such mails; logged with the link when there is no SMTP server. */
  unsubscribe?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Without SMTP the log line is the only delivery, so it must not vanish when LOG_LEVEL is raised
 * (e.g. `warn`): it is written at info or at the configured level, whichever is higher. Only
 * `silent` hides it.
 */
export function undeliveredMailLevel(logger: Logger): pino.Level {
  const configured = logger.level;
  if (configured !== 'silent' && logger.levels.values[configured]! > logger.levels.values.info!) {
    return configured as pino.Level;
  }
  return 'info';
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes a log line carrying its link. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        const stop = mail.unsubscribe ? ` (unsubscribe: ${mail.unsubscribe})` : '';
        logger[undeliveredMailLevel(logger)](
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              link: mail.link,
              ...(mail.unsubscribe ? { unsubscribe: mail.unsubscribe } : {}),
            },
          },
          `Mail to ${mail.to}: ${mail.subject} ${mail.link}${stop}`,
        );
      },
    };
  }
  // nodemailer loads with the first mail: a server without SMTP_URL never needs it.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (
        await transport
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
      logger.info({ mail: { to: mail.to, subject: mail.subject } }, 'Mail sent');
    },
  };
}

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Pollen password',
    link,
    text: [
      'Someone asked to reset the password of your Pollen account.',
      '',
      `Choose a new password here (the link works for one hour): ${link}`,
      '',
      'If it was not you, ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}

export function confirmEmailMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your Pollen account',
    link,
    text: ['Welcome to Pollen!', '', `Confirm your e-mail address to start: ${link}`].join('\n'),
  };
}

/** Sent instead of an answer that would tell a stranger the address already has an account. */
export function existingAccountMail(to: string, signInLink: string): Mail {
  return {
    to,
    subject: 'Someone tried to sign up to Pollen with your address',
    link: signInLink,
    text: [
      'Someone just tried to create a Pollen account with this e-mail address, which already has one.',
      '',
      `If it was you, sign in here, or use "Forgot password?" to reset your password: ${signInLink}`,
      '',
      'If it was not you, ignore this mail; nothing has changed on your account.',
    ].join('\n'),
  };
}
