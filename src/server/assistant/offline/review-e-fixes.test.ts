import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review E (issue 13): ideas for "what new classes our studio should offer" got a course
// evaluation; "do visitors want longer hours?" got a clinic waiting room; a D&I survey asked "How
// satisfied are you with the inclusion?"; work-life balance got "How often do you manage
// work-life balance?"; listed research words were asked as "your thoughts on willingness to pay";
// and "has us been" / "a your delivery". Prompts written for this test.
const readAs = (message: string) =>
  /I read your request as (.+?)(?: \(|\.)/.exec(offlineReply({ message, survey: null }).text)?.[1];

describe('review E fixes', () => {
  test('ideas for what an organisation should offer next', () => {
    expect(draftFor('what new workshops our library should run next spring').texts[0]).toBe(
      'What new workshops would you most like our library to offer next?',
    );
  });

  test('whether people want something new is purchase intent, not a service visit', () => {
    expect(readAs('Do our gym members want a 24-hour opening trial?')).toBe(
      'a purchase intent study for a new idea',
    );
  });

  test('inclusion and belonging are asked as statements to agree with', () => {
    const texts = draftFor('belonging and inclusion pulse for our engineering staff').texts.join(' ');
    expect(texts).toMatch(/I feel I belong here/);
    expect(texts).not.toMatch(/satisfied are you with the inclusion/i);
  });

  test('work-life balance is asked about as a balance, not a task', () => {
    const texts = draftFor('how do our hybrid employees manage work-life balance').texts.join(' ');
    expect(texts).toMatch(/spill into your evenings/);
    expect(texts).not.toMatch(/How often do you manage work-life balance/);
  });

  test('research words listed as aspects are asked as a researcher means them', () => {
    const draft = draftFor(
      'market research for a vegan bakery delivery: dietary needs, willingness to pay, budget',
    );
    expect(draft.texts).toContain('Do you have any dietary needs?');
    expect(draft.texts.join(' ')).not.toMatch(/thoughts on (?:willingness to pay|dietary needs)/i);
  });

  test('an organisation named "us" agrees with its verb, and no article goes before "your"', () => {
    const draft = draftFor('alumni survey about how well our degree prepared them for work');
    expect(draft.texts.join(' ')).not.toMatch(/\bhas us\b|\ba your\b/);
  });
});

describe('review E fixes, continued', () => {
  test('a personal task gets personal options, not "switching between tools"', () => {
    const draft = draftFor('how do couples plan their wedding budget');
    expect(draft.options.flat()).not.toContain('Switching between tools');
    expect(draft.options.flat()).toContain('A few times a year');
    expect(draft.texts.join(' ')).not.toMatch(/by hand, without a tool/);
  });

  test('a task at work keeps the work options', () => {
    expect(draftFor('how do support agents triage tickets in our helpdesk').options.flat()).toContain(
      'Switching between tools',
    );
  });

  test('performance reviews are asked about fairness', () => {
    const texts = draftFor('do staff think our annual appraisals are fair?').texts.join(' ');
    expect(texts).toMatch(/My last performance rating was fair\./);
    expect(texts).not.toMatch(/affected your workload/i);
  });

  test('a canteen is eaten at, a lunch menu is tasted, neither is "used"', () => {
    for (const message of ['feedback from staff on our office canteen', 'feedback on our new lunch menu']) {
      const texts = draftFor(message).texts.join(' ');
      expect(texts).not.toMatch(/how often do you use|easy .* to use/i);
    }
  });
});

describe('several goals in one request each become a question', () => {
  test('goals after "understand" in a longer request, and its length note ignored', () => {
    const draft = draftFor(
      'We are a small animal shelter. We want to understand how our adopters heard about us, what worries they had before adopting, and which follow-up services they would use. Keep it short, under 10 questions.',
    );
    expect(draft.texts.slice(0, 3)).toEqual([
      'How did you hear about us?',
      'What worries did you have before adopting?',
      'Which follow-up services would you use?',
    ]);
    expect(`${draft.title} ${draft.texts.join(' ')}`).not.toMatch(/\bunder\b|the \?/i);
  });

  test('churn goals: whether price was an issue, where they went, what would have kept them', () => {
    const draft = draftFor(
      'survey members who cancelled their gym membership to find out the main reasons, whether the price was an issue, which gym they moved to, and what could have kept them',
    );
    expect(draft.texts).toEqual(
      expect.arrayContaining([
        'Was the price an issue?',
        'Which gym did you move to?',
        'What could have kept you?',
      ]),
    );
    expect(draft.title).not.toMatch(/main/i);
  });

  test('likes, annoyances and wishes', () => {
    const draft = draftFor(
      'We run a climbing wall. Want to find out what members like, what annoys them and what classes we should add.',
    );
    expect(draft.texts.slice(0, 3)).toEqual([
      'What do you like?',
      'What annoys you?',
      'What classes should we add?',
    ]);
  });
});

describe('blind review F fixes', () => {
  test('a first step people do not take is asked about as such', () => {
    const draft = draftFor(
      'Lots of people download our language app but few people finish their first lesson. Why?',
    );
    expect(draft.texts[0]).toBe('What was the main reason you decided not to finish your first lesson?');
    expect(draft.options[0]).toContain("I wasn't sure what to do next");
    expect(draft.texts.join(' ')).not.toMatch(/easy was it to not|switched to an alternative/i);
  });

  test('"go about" a task, and a second task as an -ing word, keep their tenses', () => {
    const texts = draftFor('understand how renters go about finding flatmates and sharing bills').texts;
    expect(texts).toContain('How often do you find flatmates and share bills?');
    expect(texts.join(' ')).toMatch(/the last time you found flatmates and shared bills/);
  });

  test('a list after "about" is the aspects, not the place before it', () => {
    const texts = draftFor(
      'survey for guests who stayed at our resort in July about the pool, the spa and the restaurant',
    ).texts;
    expect(texts).toContain('How would you rate the pool?');
    expect(texts.join(' ')).not.toMatch(/resort in July about/i);
  });
});

describe('blind review F fixes, continued', () => {
  test('which features people want in a release is asked as such', () => {
    const draft = draftFor(
      'find out which integrations shop owners want in our next update: Shopify, Etsy or Square',
    );
    expect(draft.texts[0]).toBe('Which integrations do you want in our next update?');
  });

  test('a consultation that mentions priorities, with nothing to rank, is a consultation', () => {
    const draft = draftFor(
      'The parish council wants resident input on a proposed 20mph zone, including safety concerns and which roads should be prioritised',
    );
    expect(draft.title).toMatch(/20mph zone: consultation/i);
    expect(draft.texts.join(' ')).not.toMatch(/Which options matter most/);
  });

  test('work arrangement preferences are not ideas to offer', () => {
    expect(draftFor('survey on shift preferences for our nurses').texts.join(' ')).not.toMatch(/offer next/);
  });
});

describe('blind review G fixes', () => {
  test('"? yes or no" and "whether to" make a yes-or-no poll', () => {
    expect(
      draftFor('poll for the school board: should we start classes at 9am? yes or no').options[0],
    ).toEqual(['Yes', 'No', 'Not sure']);
    expect(draftFor('bakery: poll customers on whether to open on Sundays').texts[0]).toBe(
      'Should we open on Sundays?',
    );
  });

  test('goals after a task clause are asked, and a second bare verb takes the tense', () => {
    const texts = draftFor(
      'i want to understand how small landlords collect rent and handle repairs, what tools they use and what frustrates them',
    ).texts;
    expect(texts).toEqual(expect.arrayContaining(['What tools do you use?', 'What frustrates you?']));
    expect(texts.join(' ')).toMatch(/the last time you collected rent and handled repairs/);
  });

  test('a club asking its own members says "your membership", not "membership of us"', () => {
    expect(draftFor('club members: how happy are you with our coaching').texts.join(' ')).not.toMatch(
      /of us\b/,
    );
  });
});
