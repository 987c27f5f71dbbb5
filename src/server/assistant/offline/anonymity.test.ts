import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';
import { requestsAnonymity } from './request-details.ts';

// A request that asks for anonymity gets a welcome page that asks for no name and no e-mail,
// whatever kind of study it is, and the reply says so (blind review B, #2 and #30).

describe('requests for anonymity', () => {
  test.each([
    'Post-visit survey for urgent care patients, under 8 questions, must be anonymous',
    'All-hands meeting feedback, 4 questions, anonymous',
    'feedback from customers of our bike shop, keep it anonymous',
    'Anonymously ask guests at our hotel how their stay was',
    "customer satisfaction survey for our dental practice - please don't collect names or emails",
    'NPS survey for our accounting software, no identifying questions',
    'event feedback for our conference, without asking for their name or email',
    'Responses should be anonymised: what do members think of the new gym timetable',
    'survey our cafe regulars about the new menu. we will not collect any personal data',
  ])('%s', (message) => {
    const { welcome: options, reply: text } = draftFor(message);
    expect(options.collectName ?? 'hidden').toBe('hidden');
    expect(options.collectEmail ?? 'hidden').toBe('hidden');
    expect(text).toMatch(/anonymous/i);
  });

  test.each([
    'Customer satisfaction survey for our bike shop',
    "feedback on our conference; it doesn't need to be anonymous, we want to follow up",
    'event feedback, not anonymous: ask for their email so we can send the slides',
    'survey about the names of our new coffee blends',
  ])('not asked for: %s', (message) => {
    expect(requestsAnonymity(message)).toBe(false);
  });
});
