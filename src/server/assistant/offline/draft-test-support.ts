import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

/**
 * Tests only: the survey the offline assistant drafts for a first message, with what assertions
 * read of it (title, question texts, each question's option texts, the welcome page's fields and
 * the reply); throws when the message makes no survey.
 */
export function draftFor(message: string) {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for "${message}"`);
  const { survey } = reply.action;
  const questions = listQuestions(survey).map((entry) => entry.question);
  return {
    reply: reply.text,
    title: survey.title,
    texts: questions.map((question) => question.text),
    options: questions.map((question) => {
      const o = question.response_options as { options?: { text: string }[] };
      return (o.options ?? []).map((option) => option.text);
    }),
    welcome: survey.pages.find((page) => page.page_type === 'WELCOME')!.options,
  };
}
