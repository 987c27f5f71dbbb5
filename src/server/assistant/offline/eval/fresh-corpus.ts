import type { CorpusPrompt } from './prompt-corpus.ts';

// Fresh requests of the shapes a first round of unseen prompts showed the generator reading badly:
// a choice between named alternatives without "which" ("at the lake or the park"), people doing
// something ("fewer people coming to our Sunday market": the market is the subject, the people the
// audience), a procedure or visit at a place ("after knee surgery at our clinic"), habits with
// "where", and long requests of several sentences. Besides the shared checks, each pins the kind of
// study a researcher would run (`frame`) and, for decisions, that the alternatives are offered as
// options and never treated as an event or a product (`choices`). Written before the fixes were
// run against them; like held-out-corpus.ts, fix general causes here, never one prompt.

export const FRESH_CORPUS: readonly CorpusPrompt[] = [
  // Decisions between named alternatives ("or", 2–4 options, with or without "which").
  {
    prompt: 'should the company picnic be at the lake or the park',
    mentions: ['picnic'],
    frame: 'poll',
    choices: ['the lake', 'the park'],
  },
  {
    prompt: 'should our book club meet on tuesdays or thursdays',
    mentions: ['book club'],
    frame: 'poll',
    choices: ['tuesdays', 'thursdays'],
  },
  {
    prompt: 'tea, coffee or hot chocolate at the staff kitchen?',
    mentions: ['kitchen'],
    frame: 'poll',
    choices: ['tea', 'coffee', 'hot chocolate'],
  },
  {
    prompt: 'is the team offsite better in Porto, Seville or Valencia',
    mentions: ['offsite'],
    frame: 'poll',
    choices: ['Porto', 'Seville', 'Valencia'],
  },
  {
    prompt: 'should we hold the fundraiser at the town hall or the community centre',
    mentions: ['fundraiser'],
    frame: 'poll',
    choices: ['the town hall', 'the community centre'],
  },
  {
    prompt: 'beach or mountains for the family reunion',
    mentions: ['reunion'],
    frame: 'poll',
    choices: ['beach', 'mountains'],
  },
  {
    prompt: 'do ppl prefer the old logo or the new logo',
    mentions: ['logo'],
    frame: 'poll',
    choices: ['the old logo', 'the new logo'],
  },
  {
    prompt: 'which is better for the christmas party: bowling, karaoke, an escape room or a cooking class',
    mentions: ['christmas party'],
    frame: 'poll',
    choices: ['bowling', 'karaoke', 'an escape room', 'a cooking class'],
  },
  {
    prompt: 'Should the summer fete be on a Saturday or a Sunday?',
    mentions: ['fete'],
    frame: 'poll',
    choices: ['Saturday', 'Sunday'],
  },
  {
    prompt: 'ask the office whether the new printer goes in the kitchen or the hallway',
    mentions: ['printer'],
    frame: 'poll',
    choices: ['the kitchen', 'the hallway'],
  },
  {
    prompt: 'should the wedding reception be at the barn, the hotel or the vineyard',
    mentions: ['wedding'],
    frame: 'poll',
    choices: ['the barn', 'the hotel', 'the vineyard'],
  },
  {
    prompt: 'Zoom or Google Meet for our weekly calls?',
    mentions: ['call'],
    frame: 'poll',
    choices: ['Zoom', 'Google Meet'],
  },

  // People doing something, and fewer of them than before.
  {
    prompt: 'why are fewer people coming to our Sunday market',
    mentions: ['Sunday market'],
    frame: 'churn',
  },
  { prompt: 'why are fewer kids joining our scout group', mentions: ['scout group'], frame: 'churn' },
  { prompt: 'why are less students using the campus gym', mentions: ['campus gym'], frame: 'churn' },
  {
    prompt: 'why fewer shoppers visit the high street on weekdays',
    mentions: ['high street'],
    frame: 'churn',
  },
  {
    prompt: 'understand why fewer families are coming to our church services',
    mentions: ['church'],
    frame: 'churn',
  },
  {
    prompt: 'fewer players are turning up to our five-a-side league, find out why',
    mentions: ['league'],
    frame: 'churn',
  },
  { prompt: 'people cycling to school - what stops them', mentions: ['cycling'] },

  // Habits, with where.
  { prompt: 'how often do people eat out and where', mentions: ['eat out'], frame: 'habits' },
  { prompt: 'how often do students go to the library and why', mentions: ['library'], frame: 'habits' },
  { prompt: 'how often do people order takeaway and from where', mentions: ['takeaway'], frame: 'habits' },
  {
    prompt: 'how often do older adults use public transport',
    mentions: ['public transport'],
    frame: 'habits',
  },
  { prompt: 'where do people buy their coffee beans', mentions: ['coffee bean'], frame: 'purchase-decision' },
  { prompt: 'how do freelancers handle taxes', mentions: ['tax'] },

  // Procedures and visits at a place.
  {
    prompt: 'patient feedback after knee surgery at our clinic',
    mentions: ['knee surgery', 'clinic'],
    frame: 'service-experience',
  },
  {
    prompt: 'dental patients after a root canal at our practice',
    mentions: ['root canal', 'practice'],
    frame: 'service-experience',
  },
  {
    prompt: "feedback from parents after their child's vaccination at the health centre",
    mentions: ['vaccination', 'health centre'],
    frame: 'service-experience',
  },
  {
    prompt: 'experience of customers after a haircut at our salon',
    mentions: ['haircut', 'salon'],
    frame: 'service-experience',
  },
  {
    prompt: "survey for owners after their dog's surgery at our vet clinic",
    mentions: ['surgery', 'vet clinic'],
    frame: 'service-experience',
  },
  {
    prompt: 'pet owners after a grooming session at our shop',
    mentions: ['grooming'],
    frame: 'service-experience',
  },
  {
    prompt: 'guests after a spa treatment at our hotel',
    mentions: ['spa treatment', 'hotel'],
    frame: 'service-experience',
  },
  {
    prompt: 'patient experience after physio for back pain',
    mentions: ['physio'],
    frame: 'service-experience',
  },
  {
    prompt: 'feedback on the mri scan experience at the radiology department',
    mentions: ['scan'],
    frame: 'service-experience',
  },
  {
    prompt: 'how did patients find their hip replacement at St Lukes hospital',
    mentions: ['hip replacement'],
    frame: 'service-experience',
  },

  // Other shapes, other domains.
  { prompt: 'what do residents think of the new roundabout', mentions: ['roundabout'], frame: 'attitude' },
  { prompt: 'customer feedback for our bike repair shop', mentions: ['bike repair'] },
  { prompt: 'survey about the school canteen food for pupils', mentions: ['canteen'] },
  { prompt: 'why do members stop coming to the running club', mentions: ['running club'], frame: 'churn' },
  {
    prompt: 'market research on a mobile car valeting service in our area',
    mentions: ['car valeting'],
    frame: 'market-research',
  },
  { prompt: 'rate our new website checkout', mentions: ['checkout'] },
  { prompt: 'how satisfied are tenants with the new bin collection', mentions: ['bin collection'] },
  { prompt: 'NPS for our dog daycare', mentions: ['dog daycare'], frame: 'nps' },
  { prompt: 'how was your eye test at our opticians', mentions: ['eye test'], frame: 'service-experience' },
  { prompt: 'do remote workers feel lonely?', mentions: ['remote'] },
  { prompt: 'how do people getting to the stadium by bus feel about it', mentions: ['stadium'] },
  {
    prompt: 'our choir wants to know if people would come to a summer concert in the park',
    mentions: ['concert'],
  },
  { prompt: 'I need a survey for my yoga students about class times', mentions: ['class times'] },

  // Long requests of several sentences: the request sentence leads.
  {
    prompt:
      'We run a community garden. Lately fewer volunteers turn up on Saturdays. Can you help me find out why and what would get them back?',
    mentions: ['garden'],
    frame: 'churn',
  },
  {
    prompt:
      'I teach piano. Most of my students are kids. I would like a short survey for parents about lesson times and progress.',
    mentions: ['lesson'],
  },
  {
    prompt:
      'Our cafe started opening at 7am last month. Sales before 9 are still low. Make a survey to learn what morning customers want.',
    mentions: ['cafe'],
  },
  {
    prompt:
      'We switched our team chat from Slack to Teams in March. People grumble about it. I want to know how the switch is going.',
    mentions: ['Teams'],
  },
];
