import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

// How many questions a request asks for, however it says so, and an honest reply when the draft
// differs. Phrasings are a stranger's, not the review's.

function draft(message: string): { count: number; text: string } {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for "${message}"`);
  return { count: listQuestions(reply.action.survey).length, text: reply.text };
}

describe('an approximate or upper-bound count is honoured', () => {
  test.each([
    ['customer feedback survey for our bike shop, around 10 questions', 10],
    ['about 8 questions on how people choose a gym', 8],
    ['roughly 9 questions about our newsletter', 9],
    ['NPS survey for our accounting app with approx 7 questions', 7],
    ['~10 questions for event feedback on our charity gala', 10],
  ])('%s', (message, wanted) => {
    const { count, text } = draft(message);
    expect(Math.abs(count - wanted)).toBeLessThanOrEqual(1);
    if (count !== wanted) expect(text).not.toMatch(/as you asked/);
  });

  test.each([
    ['survey about our food truck, under 10 questions', 10],
    ['feedback on our yoga studio, fewer than 8 questions', 8],
    ['less than 7 questions about the staff canteen', 7],
    ['customer satisfaction for a car wash, no more than 6 questions', 7],
    ['event feedback for our hackathon, at most 9 questions', 10],
    ['product feedback on our note-taking app, max 5 questions', 6],
    ['why do people cancel our meal plan, 8 questions max', 9],
    ['Keep it below 9 questions: survey about our coworking space', 9],
  ])('%s stays under its bound', (message, bound) => {
    expect(draft(message).count).toBeLessThan(bound);
  });
});

describe('the reply never claims a count it did not deliver', () => {
  test.each([
    'employee engagement survey for our warehouse staff, around 15 questions',
    'habits survey about how families plan meals, 18 questions',
    'survey for our museum visitors, about 16 questions',
    'a 20 question survey on our podcast',
    'quick poll on office snacks, 14 questions',
    'market research on home gym equipment, about 15 questions',
    'customer satisfaction survey for a dry cleaner, 13 questions',
    'survey about the company intranet, roughly 17 questions',
  ])('%s', (message) => {
    const { count, text } = draft(message);
    const claimed = /(\d+) questions, as you asked/.exec(text);
    if (claimed) expect(Number(claimed[1])).toBe(count);
    const requested = Number(/(\d+)/.exec(message)![1]);
    if (count !== requested) expect(text).toMatch(new RegExp(`you asked for ${requested}`));
  });
});
