import type { CorpusPrompt } from './prompt-corpus.ts';

// Thirty requests an independent researcher wrote before reading the generator or the other corpora
// (review of 23 Nov 2026: 7 good, 6 OK, 17 bad). Each entry pins what a researcher expects of a
// good survey for it, not what the generator produced: the kind of study (`frame`) where one is
// clearly right; the named alternatives of a decision as one question's options (`choices`); the
// aspects the author listed (`mentions`); and wording that shows a misreading, such as software
// options for a bakery, workload questions for patients or a list's last word taken as the topic
// (`avoid`). Fix general causes when one fails, never the prompt's words.

const SOFTWARE_OPTIONS = ['Ease of use', 'Reliability', 'Features'];
const CHURN_OPTIONS = ['It cost too much', "I didn't use it enough"];
const CONFERENCE_OPTIONS = ['Talks and presentations', 'Networking', 'Hands-on sessions'];
const VISIT_QUESTIONS = ['How long did you have to wait', 'explain things to you', 'Your visit'];

export const INDEPENDENT_CORPUS: readonly CorpusPrompt[] = [
  {
    prompt: 'How satisfied are our dental patients with wait times and front desk staff?',
    mentions: ['wait', 'front desk'],
    frame: 'service-experience',
    avoid: ['workload', 'your job', 'place to work'],
  },
  {
    prompt: 'I run a small bakery and want to know why regulars stopped coming on weekday mornings.',
    mentions: ['bakery'],
    frame: 'churn',
    avoid: [...CHURN_OPTIONS, ...SOFTWARE_OPTIONS, 'stop using'],
  },
  {
    prompt:
      'Help me decide between three names for our new oat milk brand: Oatly Good, MorningGrain, and Velvet Oat.',
    mentions: ['oat milk'],
    frame: 'poll',
    choices: ['Oatly Good', 'MorningGrain', 'Velvet Oat'],
    avoid: ['Option A', 'pick for names'],
  },
  {
    prompt: 'employee engagment survey for a 40 person logistics warehouse',
    mentions: ['engagement'],
    frame: 'employee',
  },
  {
    prompt:
      "I'm a high school chemistry teacher. I want feedback from my students on the lab sessions this semester, what they found confusing and whether the pace was ok.",
    mentions: ['lab session', 'confusing', 'pace'],
    avoid: [...SOFTWARE_OPTIONS, 'to use?', 'Every day', 'lab sessions works'],
  },
  {
    prompt:
      "We're testing two landing page concepts for our budgeting app. Concept A focuses on saving money, concept B on reducing stress. Which one resonates more with young professionals?",
    mentions: ['budgeting app', 'saving money', 'reducing stress'],
    frame: 'concept-test',
    variants: 2,
    avoid: ['try young professionals', 'young professionals offers', 'replace this'],
  },
  {
    prompt: 'post-conference feedback for our 2-day UX meetup in Lisbon',
    mentions: ['meetup'],
    frame: 'event-feedback',
  },
  {
    prompt: 'Why do customers cancel their gym membership in the first three months?',
    mentions: ['gym membership'],
    frame: 'churn',
  },
  {
    prompt: 'I want to know how remote workers feel about returning to the office three days a week.',
    mentions: ['office'],
    frame: 'attitude',
    avoid: ['office days'],
  },
  {
    prompt: 'survey on sleep habits of university students',
    mentions: ['sleep'],
    frame: 'habits',
    avoid: ['like most about sleep', 'part of your week is sleep', 'make room for sleep'],
  },
  {
    prompt: 'Help me understand what parents think about the new school lunch menu',
    mentions: ['school lunch menu'],
    frame: 'attitude',
    avoid: ['Compared with a year ago'],
  },
  {
    prompt:
      "Our SaaS churned 12% of accounts last quarter. I'd like to survey the cancelled customers to learn what drove them away and what would bring them back.",
    mentions: ['come back'],
    frame: 'churn',
    avoid: ['using accounts', 'the accounts'],
  },
  {
    prompt: 'which feature should we build next: dark mode, CSV export or calendar sync?',
    mentions: ['feature'],
    frame: 'poll',
    choices: ['dark mode', 'CSV export', 'calendar sync'],
  },
  {
    prompt: 'patient experience after knee surgery at our physiotherapy clinic',
    mentions: ['clinic'],
    frame: 'service-experience',
    avoid: ['during your knee surgery', 'during and after your knee surgery'],
  },
  {
    prompt: 'Do nurses at our hospital feel safe reporting mistakes?',
    mentions: ['mistake'],
    frame: 'employee',
    avoid: [...VISIT_QUESTIONS, 'hospital feel', 'safe reporting mistakes affected'],
  },
  {
    prompt:
      "I'm a PhD student studying attitudes toward electric cars among rural drivers. Need a questionnaire about purchase intent, range anxiety, charging access and trust in the technology.",
    mentions: ['electric car', 'range anxiety', 'charging access'],
    frame: 'attitude',
    avoid: ['How do you feel about the technology', 'heard about the technology'],
  },
  {
    prompt: 'quick pulse check on team morale after the reorg',
    mentions: ['reorg'],
    frame: 'employee',
  },
  {
    prompt: 'Customer satisfaction for my online plant shop - delivery, packaging, plant health on arrival',
    mentions: ['plant shop', 'delivery', 'packaging', 'plant health'],
    frame: 'customer-satisfaction',
    avoid: ['with health', 'from health', 'make health', 'Health:'],
  },
  {
    prompt: "Ask volunteers at our food bank about their experience and whether they'd come back",
    mentions: ['food bank', 'volunteer'],
    avoid: [...VISIT_QUESTIONS, 'ask volunteers', 'help you needed'],
  },
  {
    prompt:
      "We are choosing a venue for next year's company retreat: mountain lodge vs beach resort vs city hotel. Ask staff what they prefer and why.",
    mentions: ['retreat'],
    frame: 'poll',
    choices: ['mountain lodge', 'beach resort', 'city hotel'],
    avoid: ['the ask', 'workload'],
  },
  {
    prompt: 'How often do people cook at home and what stops them from cooking more?',
    mentions: ['cook'],
    frame: 'habits',
  },
  {
    prompt: 'new hire onboarding feedbak after first 30 days',
    mentions: ['onboarding'],
    frame: 'employee',
    avoid: [...SOFTWARE_OPTIONS, 'hire onboarding', 'to use?'],
  },
  {
    prompt: 'Test price sensitivity for a $15/month meal kit subscription',
    mentions: ['meal kit', 'expensive'],
    // Market research was the nearest frame when this was written; the pricing frame is the study asked for.
    frame: 'pricing',
    avoid: ['How often do you use', 'to use?'],
  },
  {
    prompt:
      "I manage a public library. I'd like to find out how teenagers use the library, what programs they'd attend, and why some never visit.",
    mentions: ['library', 'program'],
    avoid: [...VISIT_QUESTIONS],
  },
  {
    prompt: 'Wedding guests feedback - food, music, venue',
    mentions: ['wedding', 'food', 'music', 'venue'],
    frame: 'event-feedback',
    avoid: [...CONFERENCE_OPTIONS, 'feedback-food', 'guests feedback', 'relevant was the content'],
  },
  {
    prompt:
      'Compare two packaging designs for our organic shampoo, a minimalist white bottle versus a colourful recycled-plastic one',
    mentions: ['shampoo', 'white bottle', 'recycled'],
    frame: 'concept-test',
    variants: 2,
    avoid: ['replace this'],
  },
  {
    prompt: 'attitudes toward AI tools among freelance graphic designers',
    mentions: ['AI tools'],
    frame: 'attitude',
  },
  {
    prompt: 'Help me measure how loyal our coffee shop customers are and what would make them recommend us',
    mentions: ['coffee shop'],
    frame: 'nps',
    avoid: [...SOFTWARE_OPTIONS],
  },
  {
    prompt: 'Exit interview questionnaire for employees leaving the company',
    // A study of why people leave is right, with a job's reasons (pay, manager, growth).
    mentions: ['manager'],
    avoid: [...CHURN_OPTIONS, 'the interview', 'stop using', 'switched to an alternative'],
  },
  {
    prompt:
      'survey for attendees of a charity 5k run: registration, route, water stations, would they run again',
    mentions: ['registration', 'route', 'water station'],
    frame: 'event-feedback',
    avoid: ['How often do you route', 'routing', 'to use?'],
  },
];
