import type { Mail } from '../auth/mailer.ts';

// The owner's notification mails (issue 19 §4). Each carries RFC 8058 one-click unsubscribe
// headers: a mail client POSTs `List-Unsubscribe=One-Click` to the URL, no sign-in needed.

export interface NotificationContext {
  to: string;
  surveyTitle: string;
  resultsUrl: string;
  unsubscribeUrl: string;
}

function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const titleOf = (title: string) => `“${title.trim() || 'Untitled survey'}”`;

export function newResponseMail(context: NotificationContext): Mail {
  return {
    to: context.to,
    subject: `New response to ${titleOf(context.surveyTitle)}`,
    link: context.resultsUrl,
    headers: unsubscribeHeaders(context.unsubscribeUrl),
    unsubscribe: context.unsubscribeUrl,
    text: [
      `Someone just completed your survey ${titleOf(context.surveyTitle)}.`,
      '',
      `See the results: ${context.resultsUrl}`,
      '',
      `Stop these mails for this survey: ${context.unsubscribeUrl}`,
    ].join('\n'),
  };
}

export function digestMail(context: NotificationContext, count: number, day: string): Mail {
  const responses = count === 1 ? '1 new response' : `${count} new responses`;
  return {
    to: context.to,
    subject: `${responses} to ${titleOf(context.surveyTitle)}`,
    link: context.resultsUrl,
    headers: unsubscribeHeaders(context.unsubscribeUrl),
    unsubscribe: context.unsubscribeUrl,
    text: [
      `Your survey ${titleOf(context.surveyTitle)} received ${responses} on ${day} (UTC).`,
      '',
      `See the results: ${context.resultsUrl}`,
      '',
      `Stop these mails for this survey: ${context.unsubscribeUrl}`,
    ].join('\n'),
  };
}
