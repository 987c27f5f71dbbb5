import type { CorpusPrompt } from './prompt-corpus.ts';

// Sixty-three requests written as a stranger would type them, before the generator's code was read
// (issue 13, second round): service visits at many kinds of place, pricing, intent for something
// not yet built, preferences and rankings, members, volunteers and donors, screeners, usability,
// brand, training, onboarding, feature priorities, and requests with two parts. Only the shared
// checks apply (topic words, counts, alternatives): the drafts were read and scored by hand in
// docs/assistant-reviews/2026-11-23-second-set.md. Fix general causes, never one prompt's words.

export const STRANGER_CORPUS: readonly CorpusPrompt[] = [
  // Service experience at a kind of place
  { prompt: 'hotel stay feedback survey for guests of our boutique hotel in Porto', mentions: ['hotel'] },
  {
    prompt: 'quick survey for diners after their visit to our italian restaurant, 6 questions',
    mentions: ['restaurant'],
    questions: 6,
  },
  { prompt: 'patient feedback after an appointment at our walk-in clinic', mentions: ['clinic'] },
  { prompt: 'bank branch customer experience survey', mentions: ['branch'] },
  { prompt: 'airline passenger survey after a long-haul flight', mentions: ['flight'] },
  {
    prompt: 'gym members - what do they think of the new 24/7 access and the locker rooms',
    mentions: ['access', 'locker room'],
  },
  { prompt: 'in-store shoping experiance at our garden centre', mentions: ['garden centre'] },
  { prompt: 'pharmacy customers - satisfaction with prescription pick up times', mentions: ['prescription'] },
  { prompt: 'customer satisfaction with our car service and repair workshop', mentions: ['repair'] },
  {
    prompt: 'tenant satisfaction survey for our apartment buildings (maintenance, communication, noise)',
    mentions: ['maintenance', 'noise'],
  },
  { prompt: 'feedback on our customer support chat, after a ticket is closed', mentions: ['support'] },

  // Pricing and willingness to pay
  { prompt: 'Van Westendorp pricing study for a project management tool', mentions: ['project management'] },
  { prompt: 'how much would people pay for a premium tier of our recipe app?', mentions: ['premium'] },
  { prompt: 'price acceptance for a $25/month dog walking subscription', mentions: ['dog walking'] },

  // Intent for something not yet built
  {
    prompt:
      "We're thinking of launching a refill station for cleaning products in our shops. Would customers use it? What would stop them?",
    mentions: ['refill station'],
  },
  {
    prompt: 'gauge interest in a new feature: shared grocery lists for families, in our budgeting app',
    mentions: ['grocery list'],
  },
  {
    prompt: 'customer survey: are they aware of our same-day delivery option and do they use it',
    mentions: ['same-day delivery'],
  },

  // Preferences, ranking, choices
  {
    prompt: 'which coffee roast do our customers prefer - light, medium or dark',
    mentions: ['roast'],
    choices: ['light', 'medium', 'dark'],
  },
  {
    prompt:
      'rank these benefits by importance to employees: extra leave, gym stipend, learning budget, 4-day week',
    mentions: ['benefit'],
    choices: ['extra leave', 'gym stipend', 'learning budget', '4-day week'],
  },
  { prompt: 'quick poll: pizza or tacos for friday lunch', mentions: ['lunch'], choices: ['pizza', 'tacos'] },
  {
    prompt:
      'which of these three tagline options do people like best: "Fresh every day", "Baked with love", "From our oven to your table"',
    mentions: ['tagline'],
    variants: 3,
  },
  {
    prompt:
      'Concept test: two loyalty program ideas. A: points on every purchase. B: a flat 10% discount for members.',
    mentions: ['loyalty'],
    variants: 2,
  },
  {
    prompt:
      'help us prioritise features for the next release of our invoicing app: recurring invoices, multi-currency, client portal, time tracking',
    mentions: ['recurring invoices', 'client portal'],
  },

  // Members, volunteers, donors
  {
    prompt:
      'volunteer survey for a hospice charity: why they volunteer, how much time they can give, and if they plan to stay',
    mentions: ['volunteer'],
  },
  {
    prompt: 'members survey for our rowing club, renewal intent and what we could do better',
    mentions: ['club'],
  },
  {
    prompt: 'donor feedback survey — why did they give to our school fundraiser and would they give again',
    mentions: ['fundraiser'],
  },
  { prompt: 'alumni engagement survey for our MBA program', mentions: ['alumni'] },

  // Screeners
  {
    prompt: 'screener for a study with nurses who use electronic health records daily',
    mentions: ['health record'],
  },
  {
    prompt: 'recruit participants: parents of toddlers who buy organic baby food, need a screener',
    mentions: ['baby food'],
  },

  // Usability, brand
  { prompt: 'usability survey for our website checkout', mentions: ['checkout'] },
  { prompt: 'the sign up flow on our mobile app - where do people get stuck?', mentions: ['sign up'] },
  { prompt: 'brand awareness survey for a regional craft brewery', mentions: ['brewery'] },
  {
    prompt: 'how is our brand perceived compared to competitors (we sell running shoes)',
    mentions: ['running shoe'],
  },

  // Events
  { prompt: 'feedback from attendees of our charity gala dinner', mentions: ['gala'] },
  { prompt: 'webinar feeback, short', mentions: ['webinar'] },
  {
    prompt: 'conference speaker feedback — what they thought of the organisation and the AV setup',
    mentions: ['speaker'],
  },
  { prompt: 'wedding guest survey about the ceremony and reception', mentions: ['ceremony', 'reception'] },
  {
    prompt: 'survey for festival goers: music line up, food stalls, toilets, and would they come next year',
    mentions: ['festival', 'food stall'],
  },
  { prompt: 'event feedback from exhibitors at a trade show', mentions: ['trade show'] },
  { prompt: "Feedback on our museum's new dinosaur exhibition", mentions: ['exhibition'] },
  { prompt: 'kids summer camp feedback for parents', mentions: ['camp'] },

  // Training, education
  { prompt: 'training evaluation for the 2-day first aid course', mentions: ['first aid'] },
  {
    prompt: 'survey for teachers on how they use AI tools in lesson planning',
    mentions: ['lesson planning'],
  },
  {
    prompt: "mental health support for university students - what do they use and what's missing",
    mentions: ['mental health'],
  },
  { prompt: "parents' views on the school's new mobile phone ban", mentions: ['phone ban'] },

  // HR
  { prompt: 'new hire onboarding survey at 30 days', mentions: ['onboarding'] },
  { prompt: 'Survey staff about the new hybrid work policy', mentions: ['hybrid'] },
  { prompt: 'survey to new hires about their first week', mentions: ['first week'] },
  {
    prompt: 'employee survey on psychological safety in engineering teams, anonymous, 10 questions',
    mentions: ['psychological safety'],
    questions: 10,
  },
  { prompt: 'survey hospital nurses about the new shift handover process', mentions: ['handover'] },

  // Product and software
  { prompt: 'product feedback after purchase for our standing desk', mentions: ['standing desk'] },
  { prompt: 'post-purchase survey for furniture delivery and assembly', mentions: ['delivery', 'assembly'] },
  {
    prompt: 'customer onboarding experience for our HR software, enterprise clients',
    mentions: ['onboarding'],
  },
  { prompt: 'Understand why free trial users dont convert to paid on our design tool', mentions: ['trial'] },
  {
    prompt:
      'we sell subscription coffee beans. want to know why people pause their subscription and whether a cheaper plan would keep them',
    mentions: ['subscription', 'cheaper plan'],
  },

  // B2B, government, healthcare
  {
    prompt: 'B2B: survey IT managers about their cloud backup vendor selection process',
    mentions: ['backup'],
  },
  { prompt: 'How do small farmers decide which seed suppliers to buy from?', mentions: ['seed supplier'] },
  {
    prompt: 'patient survey on the new online appointment booking system at our GP practice',
    mentions: ['booking'],
  },
  {
    prompt: "residents survey about the council's weekly bin collection changes",
    mentions: ['bin collection'],
  },
  { prompt: 'citizens feedback on the renewed passport application process online', mentions: ['passport'] },
  {
    prompt: 'I manage a dentists office. want to ask patients how they feel about reminders by text vs email',
    mentions: ['reminder', 'text', 'email'],
  },
  {
    prompt: 'research how remote workers choose a coworking space and what they would pay for a day pass',
    mentions: ['coworking', 'day pass'],
  },
  {
    prompt:
      'Need a survey for our coworking members:\n- how often they come in\n- what they think of the wifi and meeting rooms\n- would they recommend us',
    mentions: ['wifi', 'meeting room'],
  },
];
