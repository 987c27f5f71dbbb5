import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';
import { checkSurvey } from './eval/survey-checks.ts';

// Blind review C (issue 13): "how finance admins approve expenses in our tool" asked "Overall, how
// satisfied are you with admins?", "how nurses handle shift handovers" asked "What is the main
// reason you handle shift handovers?". A request about how people do a task gets questions about
// the task: how often, the steps, the time, what slows them down, what they rely on.
// The prompts below were written for this test, not taken from the review.
describe('a study of how people do a task', () => {
  test.each([
    ['We would like to understand how dispatchers assign jobs to technicians', 'assign jobs to technicians'],
    ['how do warehouse supervisors plan weekly shifts?', 'plan weekly shifts'],
    ['how parents prepare school lunches for their kids', 'prepare school lunches for your kids'],
    ['Research on how sales reps log calls in the CRM', 'log calls in the CRM'],
    ['survey for teachers on how they use AI tools in lesson planning', 'use AI tools in lesson planning'],
    [
      'I want to learn how data analysts clean messy spreadsheets before reporting',
      'clean messy spreadsheets before reporting',
    ],
    ['how landlords screen new tenants', 'screen new tenants'],
    ['understand how chefs plan a seasonal menu, 6 questions', 'plan a seasonal menu'],
    ['how do small business owners currently do their bookkeeping?', 'do your bookkeeping'],
  ])('%s', (message, task) => {
    const reply = offlineReply({ message, survey: null });
    expect(reply.text).toContain('as a study of how people do a task');
    const draft = draftFor(message);
    // The task is asked about in the respondent's own words ("your kids"), never the people rated.
    expect(draft.texts[0]).toBe(`How often do you ${task}?`);
    expect(draft.texts.some((text) => /step by step/.test(text))).toBe(true);
    expect(draft.texts.join(' ')).not.toMatch(/satisfied are you with|main reason you/i);
    if (reply.action?.kind !== 'create') throw new Error('no survey');
    expect(checkSurvey(reply.action.survey, { mentions: [task.split(' ').at(-1)!] })).toEqual([]);
  });

  test('the title names the people and the task as the request did', () => {
    expect(draftFor('Help me figure out how finance admins approve expenses in our tool').title).toBe(
      'How finance admins approve expenses in our tool',
    );
    expect(draftFor('understand how engineering managers run 1:1s with their reports').title).toBe(
      'How engineering managers run 1:1s with their reports',
    );
  });

  test.each([
    'How do commuters feel about the new bus route?',
    'How often do people cook at home?',
    'Market research on how students buy textbooks',
    'I want to know how our beta testers find the onboarding',
    'How satisfied are guests with our hostel?',
    'How do young families decide which car to buy?',
    'could you build a survey on how people use password managers',
  ])('"%s" is another kind of study', (message) => {
    expect(offlineReply({ message, survey: null }).text).not.toContain('as a study of how people do a task');
  });
});
