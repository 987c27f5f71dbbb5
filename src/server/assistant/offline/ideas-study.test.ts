import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review C (issue 13): "what features should we build next", "what new products customers
// would like", "trip preferences" and "content they want" got a satisfaction survey of what exists
// ("How long did you wait for your order?"). A request for ideas asks what people want next.
// Prompts written for this test.
describe('a request for ideas asks what people want next', () => {
  test.each([
    ['what new classes would members like at our gym', 'new classes', 'our gym'],
    [
      'which dishes should we add? ask diners what food they would love to see on our menu',
      'food',
      'our menu',
    ],
    ['survey the parents about holiday camp preferences', 'holiday camps', null],
    ['we want ideas for new workshops at our makerspace', 'new workshops', 'our makerspace'],
    ['What topics should we cover next on our podcast?', 'topics', 'our podcast'],
  ])('%s', (message, wanted, offeredBy) => {
    const reply = offlineReply({ message, survey: null });
    expect(reply.text).toContain('as an ideas survey (what people want next)');
    const draft = draftFor(message);
    expect(draft.texts[0]).toBe(`What ${wanted} would you most like ${offeredBy ?? 'us'} to offer next?`);
    expect(draft.texts.join(' ')).not.toMatch(/how long did you wait|satisfied are you/i);
  });

  test.each([
    'Make a survey to learn what morning customers want at our cafe',
    'customer satisfaction survey for our bakery',
    'help us prioritise features: dark mode, exports, team spaces',
  ])('"%s" is another kind of study', (message) => {
    expect(offlineReply({ message, survey: null }).text).not.toContain('as an ideas survey');
  });
});
