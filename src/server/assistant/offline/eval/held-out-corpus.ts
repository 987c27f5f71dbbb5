import type { CorpusPrompt } from './prompt-corpus.ts';

// Held-out survey requests, written by a different author than the offline generator and its tuned
// corpus (prompt-corpus.ts). They measure how the generator does on phrasing nobody tuned it for, so
// never tune it prompt by prompt against this file: fix the general cause behind a failure (how a
// topic, audience or intent is read) and let the score follow. The last block was written by the
// engineer who fixed the first round's failures, before running them.

export const HELD_OUT_CORPUS: readonly CorpusPrompt[] = [
  {
    prompt: 'I run a small bakery and want to know what customers think of our new sourdough',
    mentions: ['sourdough'],
  },
  { prompt: 'survey for parents about the school lunch program', mentions: ['lunch'] },
  { prompt: "We're a SaaS company, find out why trial users don't convert to paid", mentions: ['trial'] },
  { prompt: 'how do nurses feel about the new shift scheduling system', mentions: ['scheduling'] },
  { prompt: 'quick pulse check for my team after the reorg', mentions: ['reorg'] },
  { prompt: 'what do people think about electric scooters in our city', mentions: ['scooter'] },
  { prompt: "feedback on yesterday's webinar about tax planning", mentions: ['webinar'] },
  { prompt: 'dog owners and pet insurance', mentions: ['pet insurance'] },
  {
    prompt: 'Ask voters about the new bike lanes on Main Street, 6 questions',
    mentions: ['bike lane'],
    questions: 6,
  },
  { prompt: 'why do customers abandon their cart at checkout', mentions: ['cart'] },
  { prompt: "I'd like to learn how teenagers use TikTok for news", mentions: ['TikTok'] },
  { prompt: "satisfaction with our hospital's emergency department", mentions: ['emergency'] },
  { prompt: 'gauge interest in a vegan menu at our restaurant', mentions: ['vegan'] },
  { prompt: 'Should we move the weekly standup to Tuesdays or Thursdays?', mentions: ['standup'] },
  { prompt: 'uni students + mental health support services on campus', mentions: ['mental health'] },
  { prompt: 'how likely are customers to recommend our plumbing service', mentions: ['plumbing'] },
  { prompt: 'exit survey for volunteers leaving our charity', mentions: ['volunteer'] },
  { prompt: 'understand how small farmers decide which seeds to buy', mentions: ['seed'] },
  { prompt: 'compare 2 subject lines for our newsletter', mentions: ['subject line'], variants: 2 },
  {
    prompt: 'a survey about the new parking rules at the office, keep it short, 3 questions',
    mentions: ['parking'],
    questions: 3,
  },
  { prompt: 'how was the wedding? ask the guests', mentions: ['wedding'] },
  { prompt: 'Museum visitors: what did they think of the dinosaur exhibition', mentions: ['exhibition'] },
  { prompt: 'tenant satisfaction with building maintenance', mentions: ['maintenance'] },
  { prompt: 'what stops people from switching energy provider', mentions: ['energy provider'] },
  { prompt: 'customer feedbak on our mobile banking app', mentions: ['banking app'] },
  { prompt: 'investigate how remote teams run meetings across time zones', mentions: ['meeting'] },
  {
    prompt: 'which flavour should we launch next: mango, yuzu or blackcurrant',
    mentions: ['mango', 'yuzu', 'blackcurrant'],
  },
  { prompt: 'post-purchase survey for people who bought our running shoes', mentions: ['running shoe'] },
  { prompt: 'How do gamers feel about subscription pricing for games', mentions: ['subscription'] },
  { prompt: 'kindergarten teachers and classroom technology', mentions: ['classroom technology'] },

  // Written blind by the engineer who fixed the first round, before running them.
  { prompt: 'ask our choir members whether rehearsals should start at 7 or 7:30', mentions: ['rehearsal'] },
  { prompt: 'ferry passengers: how do they rate the new online ticketing', mentions: ['ticketing'] },
  {
    prompt: 'we manage a community allotment, find out what plot holders want from the tool shed',
    mentions: ['tool shed'],
  },
  { prompt: 'feedback from hikers on the trail signage in the national park', mentions: ['signage'] },
  {
    prompt: 'I own a bookshop and want to see if readers would join a monthly book club',
    mentions: ['book club'],
  },
  { prompt: "why don't young people vote in local elections", mentions: ['election'] },
  { prompt: "rate the catering at last week's conference", mentions: ['catering'] },
  {
    prompt: 'Pick a mascot for the football club: a fox, an owl or a badger',
    mentions: ['fox', 'owl', 'badger'],
  },
  { prompt: 'how do freelance translators find new clients', mentions: ['client'] },
  {
    prompt: 'satisfaction survey for guests of our ski chalets, 5 questions',
    mentions: ['chalet'],
    questions: 5,
  },
];
