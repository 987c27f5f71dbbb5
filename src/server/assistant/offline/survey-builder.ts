import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import { randomUUID } from 'node:crypto';
import type { PageOptions, StudyDesign, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { CreateIntent } from './intent.ts';
import { categoryPhrase, defaultQuestionCount, pickQuestions, questionBank } from './question-bank.ts';
import type { BankContext } from './question-bank.ts';
import type { BankQuestion, LenientQuestion } from './question-kit.ts';
import { readBrief } from './brief.ts';
import { missesScheduled } from './missed-attendance.ts';
import { withMeasuredSubject } from './measured-properties.ts';
import { fallingNumbersTitle, readFallingNumbers } from './falling-numbers.ts';
import { journeyTitle, readJourney } from './journeys.ts';
import { asksAboutDecline, audienceName } from './brief.ts';
import type { Brief } from './brief.ts';
import type { Concept } from './concepts.ts';
import { MAX_VARIANTS } from './request-details.ts';
import { capitalize, NUMBER_WORDS, ordinalWord, pluralize, singularize } from './text-tools.ts';
import { extractCompared, extractTopic, topicTitle } from './topic.ts';
import type { Topic } from './topic.ts';
import { variantLabel, variantLetter } from '#shared/survey/variant-label.ts';
import { studyFrames, studyTopic, supporterKind } from './study-frames.ts';
import { placeExperience } from './place-aspects.ts';
import { PAST_NEGATION } from './frame-banks.ts';
import { readWorkflow } from './workflow-study.ts';
import { readFeeling } from './feeling-somewhere.ts';
import { readAccess } from './access-study.ts';
import { afterPurchaseAct, afterPurchaseTitle } from './after-purchase-acts.ts';
import { openDecisionTitle, readOpenDecision } from './open-decisions.ts';
import { readIdeasRequest } from './ideas-study.ts';
import { employeeTopicName } from './employee-topics.ts';
import type { ScreenedQuestion, StudyFrame } from './study-frames.ts';

// Builds a complete survey for a create request: a welcome page, the questions on pages of at
// most MAX_QUESTIONS_PER_PAGE (a concept test shows its variants beside its questions), and a
// thank-you page. Written in the lenient form and run through normalizeSurvey(), the same path
// templates and model output take.

const MAX_QUESTIONS_PER_PAGE = 4;

export interface BuiltQuestion {
  text: string;
  measures: string;
  responseType: string;
}

export interface BuiltSurvey {
  intent: CreateIntent;
  /** How the request was read. */
  brief: Brief;
  survey: SurveyDocument;
  topic: Topic;
  questions: BuiltQuestion[];
  /** Concept tests: how many variants the showcase holds (0 otherwise). */
  variantCount: number;
  /** Concept tests: how many of the variants are the request's own concepts (the rest are placeholders). */
  namedVariants: number;
  /** Concept tests: what a variant is ("landing-page headline"). */
  variantNoun: string | null;
  /** Concept tests: how the variants are shown. */
  design: StudyDesign;
}

/** The welcome text of a survey asked to be anonymous says so (once). */
const anonymousIntro = (intro: string, anonymous: boolean) =>
  anonymous && !/\banonymous\b/i.test(intro) ? `${intro} Your answers are anonymous.` : intro;

const WELCOME_FIELDS: Record<CreateIntent, PageOptions> = {
  // Anonymous by default where honesty matters more than follow-up; e-mail where a follow-up helps.
  'concept-test': { collectName: 'optional', collectEmail: 'hidden' },
  'product-feedback': { collectName: 'optional', collectEmail: 'optional' },
  'customer-satisfaction': { collectName: 'optional', collectEmail: 'optional' },
  nps: { collectName: 'optional', collectEmail: 'optional' },
  'event-feedback': { collectName: 'optional', collectEmail: 'optional' },
  'market-research': { collectName: 'hidden', collectEmail: 'hidden' },
  poll: { collectName: 'hidden', collectEmail: 'hidden' },
  churn: { collectName: 'optional', collectEmail: 'optional' },
  'purchase-decision': { collectName: 'hidden', collectEmail: 'hidden' },
  habits: { collectName: 'hidden', collectEmail: 'hidden' },
  attitude: { collectName: 'hidden', collectEmail: 'hidden' },
  // Staff answer more honestly when nothing identifies them.
  employee: { collectName: 'hidden', collectEmail: 'hidden' },
  'service-experience': { collectName: 'optional', collectEmail: 'optional' },
  consultation: { collectName: 'hidden', collectEmail: 'optional' },
  // Students rate teaching more honestly when nothing identifies them.
  'course-evaluation': { collectName: 'hidden', collectEmail: 'hidden' },
  pricing: { collectName: 'hidden', collectEmail: 'hidden' },
  'purchase-intent': { collectName: 'hidden', collectEmail: 'hidden' },
  // A screener is how participants are recruited: the researcher needs to reach them.
  screener: { collectName: 'required', collectEmail: 'required' },
  supporter: { collectName: 'optional', collectEmail: 'optional' },
  usability: { collectName: 'hidden', collectEmail: 'optional' },
  brand: { collectName: 'hidden', collectEmail: 'hidden' },
  prioritisation: { collectName: 'hidden', collectEmail: 'hidden' },
  workflow: { collectName: 'hidden', collectEmail: 'hidden' },
  ideas: { collectName: 'hidden', collectEmail: 'optional' },
  // A reply to an invitation is no use without knowing who sent it.
  rsvp: { collectName: 'required', collectEmail: 'optional' },
  pmf: { collectName: 'hidden', collectEmail: 'optional' },
  // Feeling unsafe is personal; nothing asks who said it.
  feeling: { collectName: 'hidden', collectEmail: 'hidden' },
  access: { collectName: 'hidden', collectEmail: 'optional' },
  exploratory: { collectName: 'hidden', collectEmail: 'hidden' },
};

interface Wording {
  title: string;
  description: string;
  welcomeTitle: string;
  welcomeIntro: string;
  thankYou: string;
}

function countWord(count: number): string {
  return Object.entries(NUMBER_WORDS).find(([, value]) => value === count)?.[0] ?? String(count);
}

/** "Tell us about the bus route" → "… (asked of commuters)": who the survey is for, when named. */
function forAudience(brief: Brief): string {
  const audience = audienceName(brief);
  const context = brief.context === null ? '' : ` For ${brief.context}.`;
  return `${context}${audience === null ? '' : ` Asks ${audience}.`}`;
}

function wordingFor(intent: CreateIntent, context: BankContext): Wording {
  const { topic, brief } = context;
  const name = topicTitle(topic);
  const r = topic.reference;
  const behaviour = brief.behaviour?.hasObject ? brief.behaviour : null;
  const place = brief.place === null ? '' : ` in ${brief.place}`;
  const { one, many } = context.variantNoun;
  // "why do people switch their broadband provider", "returned an item": not a purchase's title.
  const after = afterPurchaseAct(brief);
  const journey = readJourney(brief);
  switch (intent) {
    case 'concept-test':
      return {
        title: topic.generic ? `${capitalize(one)} test` : `${name}: ${one} test`,
        description: `Compares ${countWord(context.variantTitles.length)} ${many} for ${r} to find the one people prefer, and why.`,
        welcomeTitle: `Help us choose the best ${one}`,
        welcomeIntro: `We'd love your honest reaction to ${countWord(context.variantTitles.length)} ${many} for ${r}. There are no right or wrong answers.`,
        thankYou: `Thank you! Your answers help us pick the strongest ${one}.`,
      };
    case 'product-feedback':
      return {
        title: topic.generic ? 'Product feedback' : `${name} feedback`,
        description: `${topic.kind === 'topic' ? `What people think of ${r}` : `How people find ${r}`}: what they value and what to improve.${forAudience(brief)}`,
        welcomeTitle: `Help us improve ${r}`,
        welcomeIntro: `Tell us how ${r} works for you.`,
        thankYou: `Thank you! Your feedback goes straight into improving ${r}.`,
      };
    case 'customer-satisfaction':
      return {
        title: topic.generic ? 'Customer satisfaction survey' : `${name}: customer satisfaction`,
        description: `How satisfied customers are with ${r}, and what would make it better.${forAudience(brief)}`,
        welcomeTitle: 'How did we do?',
        welcomeIntro: `Tell us about your experience with ${r}.`,
        thankYou: 'Thank you! Your answers help us serve you better.',
      };
    case 'nps':
      return {
        title: topic.generic ? 'Net Promoter Score survey' : `${name}: Net Promoter Score`,
        description: `How likely people are to recommend ${r}, and what drives their score.${forAudience(brief)}`,
        welcomeTitle: 'Would you recommend us?',
        welcomeIntro: `We'd like to know how likely you are to recommend ${r}, and why.`,
        thankYou: 'Thank you! Every answer helps us earn your recommendation.',
      };
    case 'event-feedback':
      return {
        title: topic.generic ? 'Event feedback' : `${name} feedback`,
        description: `What attendees thought of ${r}${place} and what to change next time.${forAudience(brief)}`,
        welcomeTitle: 'Thanks for coming!',
        welcomeIntro: `Tell us what worked at ${r} and what we should change.`,
        thankYou: 'Thank you! We read every answer while planning the next one.',
      };
    case 'market-research':
      return {
        title: topic.generic ? 'Market research survey' : `${name}: market research`,
        description: `Needs, alternatives, buying criteria and willingness to pay for ${categoryPhrase(topic)}.`,
        welcomeTitle: 'Help us understand your needs',
        welcomeIntro: `We're researching ${categoryPhrase(topic)} and would value your view. There are no right or wrong answers.`,
        thankYou: 'Thank you! Your answers help us build something people need.',
      };
    case 'churn': {
      const leaving =
        behaviour &&
        (behaviour.negated ||
          /^(?:cancel|quit|leave|stop|unsubscribe|abandon|churn|drop|end)$/.test(behaviour.verb));
      const why = leaving
        ? behaviour.negated
          ? `what stops people from ${behaviour.gerund}`
          : `why people ${behaviour.base.replace(/^(\S+) your\b/, '$1 their')}`
        : `why people stop ${topic.kind === 'venue' ? 'visiting' : 'using'} ${r}`;
      // "why are fewer people coming to our market": people who come less, not people who left.
      if (behaviour !== null && asksAboutDecline(brief) && !behaviour.negated)
        return {
          title: `Why fewer people ${behaviour.base.replace(/\byour\b/g, 'their')}`,
          description: `Finds out why fewer people ${behaviour.base.replace(/\byour\b/g, 'their')}, what has changed and what would bring them back.${forAudience(brief)}`,
          welcomeTitle: 'Help us understand what changed',
          welcomeIntro: 'Your honest answers help us do better. There are no right or wrong answers.',
          thankYou: 'Thank you! Every answer helps us understand what to change.',
        };
      // "weekday morning attendance has dropped": people who come less, the request said so.
      const falling = readFallingNumbers(brief);
      if (falling !== null && !(behaviour !== null && asksAboutDecline(brief)))
        return {
          title: fallingNumbersTitle(falling),
          description: `Finds out how often people come${falling.place === null ? '' : ` to ${falling.place}`} now, what has changed and what would bring them more often.${forAudience(brief)}`,
          welcomeTitle: 'Help us understand what changed',
          welcomeIntro: 'Your honest answers help us do better. There are no right or wrong answers.',
          thankYou: 'Thank you! Every answer helps us understand what to change.',
        };
      // "why do patients miss their follow-up appointments": people who miss what is booked.
      if (behaviour !== null && missesScheduled(brief))
        return {
          title: capitalize(`Why people ${behaviour.base.replace(/\byour\b/g, 'their')}`),
          description: `Finds out how often and why people ${behaviour.base.replace(/\byour\b/g, 'their')}, and what would help them make it.${forAudience(brief)}`,
          welcomeTitle: 'Help us understand what gets in the way',
          welcomeIntro: 'Your honest answers help us do better. There are no right or wrong answers.',
          thankYou: 'Thank you! Every answer helps us understand what to change.',
        };
      // "what stops households from recycling soft plastics": people who do not do it, not leavers.
      if (behaviour !== null && behaviour.negated && behaviour.hasObject)
        return {
          title: capitalize(
            `Why people ${PAST_NEGATION.test(brief.text) ? "didn't" : "don't"} ${behaviour.base.replace(/\byour\b/g, 'their')}`,
          ),
          description: `Finds out ${why}, and what would make it easier.${forAudience(brief)}`,
          welcomeTitle: 'Help us understand what gets in the way',
          welcomeIntro: 'Your honest answers help us do better. There are no right or wrong answers.',
          thankYou: 'Thank you! Every answer helps us understand what to change.',
        };
      return {
        title: topic.generic ? 'Why people leave' : `${name}: why people leave`,
        description: `Finds out ${why}, and what would bring them back.${forAudience(brief)}`,
        welcomeTitle: 'Help us understand your decision',
        welcomeIntro: 'Your honest answers help us do better. There are no right or wrong answers.',
        thankYou: 'Thank you! Every answer helps us understand what to change.',
      };
    }
    case 'purchase-decision': {
      const open = readOpenDecision(brief.text);
      // "look for when choosing a wedding photographer": the subject read ("wedding") is less than
      // what is chosen.
      const chosen =
        behaviour !== null &&
        behaviour.verb === 'choose' &&
        brief.subject !== null &&
        !behaviour.base.endsWith(brief.subject.name)
          ? `How ${brief.audience ?? 'people'} ${behaviour.base.replace(/\byour\b/g, 'their')}`
          : null;
      return {
        title:
          after !== null
            ? capitalize(afterPurchaseTitle(after, brief))
            : open !== null
              ? capitalize(openDecisionTitle(open, brief))
              : chosen !== null
                ? chosen
                : topic.generic
                  ? 'How people decide what to buy'
                  : `${name}: how people decide`,
        description: `How people ${behaviour ? behaviour.base.replace(/\byour\b/g, 'their') : `choose ${r}`}: what matters, where they look and what gets in the way.${forAudience(brief)}`,
        welcomeTitle: 'Tell us how you decide',
        welcomeIntro: "We're researching how people make this choice. There are no right or wrong answers.",
        thankYou: 'Thank you! Your answers help us understand what matters to people.',
      };
    }
    case 'habits':
      return {
        title:
          journey !== null
            ? journeyTitle(journey, brief)
            : topic.generic
              ? 'Habits and routines'
              : `${name}: habits and usage`,
        description: `How often and why people ${behaviour ? behaviour.base.replace(/\byour\b/g, 'their') : `make room for ${r}`}, and what gets in the way.${forAudience(brief)}`,
        welcomeTitle: 'Tell us about your routine',
        welcomeIntro: 'There are no right or wrong answers: we want to know what you really do.',
        thankYou: 'Thank you! Your answers help us understand real habits.',
      };
    case 'attitude':
      return {
        title: topic.generic ? 'What people think' : `${name}: what people think`,
        description: `What people think and feel about ${r}, and why.${forAudience(brief)}`,
        welcomeTitle: "We'd like your view",
        welcomeIntro: `Tell us what you think about ${r}. There are no right or wrong answers.`,
        thankYou: 'Thank you for sharing your view!',
      };
    case 'employee': {
      // "onboarding of new hires", "safety on the floor": the topic names the survey.
      const workplaceTopic = employeeTopicName(brief.text);
      const named =
        workplaceTopic !== null &&
        (topic.generic || employeeTopicName(topic.name) !== null || /\bhire\b/i.test(topic.name))
          ? workplaceTopic
          : topic.generic
            ? null
            : name;
      return {
        title: named === null ? 'Employee survey' : `${named}: employee survey`,
        description: `How people at work feel about ${topic.generic ? 'their work' : r}, and what would make it better.${forAudience(brief)}`,
        welcomeTitle: 'Your voice matters',
        welcomeIntro: 'Your answers are anonymous and help us make this a better place to work.',
        thankYou: 'Thank you! We will share what we learn and what we change.',
      };
    }
    case 'service-experience': {
      // "knee surgery at our clinic": what was done there, and where.
      const occasion = brief.occasion === null || topic.generic ? null : `${brief.occasion.name} at ${r}`;
      return {
        title:
          after !== null
            ? capitalize(afterPurchaseTitle(after, brief))
            : occasion !== null
              ? `${capitalize(occasion)}: your experience`
              : topic.generic
                ? 'Your experience'
                : `${name}: your experience`,
        description: `How people found ${occasion === null ? r : `${brief.occasion!.reference.replace(/^your\b/, 'their')} at ${r}`}${place}, and what to improve.${forAudience(brief)}`,
        welcomeTitle: 'How was your experience?',
        welcomeIntro: `Tell us about ${occasion === null ? r : `${brief.occasion!.reference} at ${r}`}. Your answers help us improve it for everyone.`,
        thankYou: 'Thank you! We read every answer.',
      };
    }
    case 'consultation':
      return {
        title: topic.generic ? 'Consultation' : `${name}: consultation`,
        description: `Whether people support ${r}, how it would affect them, and their concerns.${forAudience(brief)}`,
        welcomeTitle: 'Have your say',
        welcomeIntro: `We'd like your view on ${r}. Every answer is read.`,
        thankYou: 'Thank you for having your say!',
      };
    case 'course-evaluation':
      return {
        title: topic.generic ? 'Course evaluation' : `${name}: course evaluation`,
        description: `How learners found ${r}: teaching, materials, pace and what to improve.${forAudience(brief)}`,
        welcomeTitle: 'How was the course?',
        welcomeIntro: `Your honest feedback on ${r} helps us improve it. Your answers are anonymous.`,
        thankYou: 'Thank you! Your feedback shapes the next run of the course.',
      };
    case 'exploratory': {
      // "We are a small animal shelter. We want to understand …": the organisation names a survey
      // whose content is its listed goals.
      const organisation =
        /\b(?:we\s+are|we're|i\s+run|we\s+run|i\s+own|we\s+own)\s+(?:a|an)\s+(?:small\s+|local\s+|new\s+|busy\s+)?([a-z][a-z\s&'-]{2,40}?)(?=\s*[.,;]|\s+(?:and|in|that|who|with|for)\b)/i.exec(
          brief.text,
        )?.[1];
      return {
        title: !topic.generic
          ? `${name} survey`
          : organisation
            ? `${capitalize(organisation)} survey`
            : 'Survey',
        description: `What people know, think and do about ${r}.${forAudience(brief)}`,
        welcomeTitle: 'Share your view',
        welcomeIntro: `We'd like to learn about your experience with ${r}. There are no right or wrong answers.`,
        thankYou: 'Thank you for taking part!',
      };
    }
    case 'pricing':
      return {
        title: topic.generic ? 'Pricing survey' : `${name}: pricing survey`,
        description: `What people would pay for ${r}: the price range they find acceptable and what gives it value.${forAudience(brief)}`,
        welcomeTitle: 'What would you pay?',
        welcomeIntro: `We're working out the right price for ${r}. There are no right or wrong answers.`,
        thankYou: 'Thank you! Your answers help us set a fair price.',
      };
    case 'purchase-intent':
      return {
        title: topic.generic ? 'New idea: would you use it?' : `${name}: would you use it?`,
        description: `Whether people would take up ${r}, what appeals, and what would stop them.${forAudience(brief)}`,
        welcomeTitle: 'Tell us what you think of a new idea',
        welcomeIntro: `We're thinking about ${r} and would value your honest reaction before we build it.`,
        thankYou: 'Thank you! Your answers help us decide what to build.',
      };
    case 'screener':
      return {
        title: 'Screener: could you take part in our study?',
        description: `Qualifying questions for recruiting participants; answers that do not fit the study end the survey.${forAudience(brief)}`,
        welcomeTitle: 'Could you take part in our study?',
        welcomeIntro:
          "A few quick questions to see whether our study is a good fit for you. If it is, we'll be in touch.",
        thankYou: "Thank you! If you're a good fit for the study, we'll contact you soon.",
      };
    case 'supporter':
      return {
        title: topic.generic
          ? `${capitalize(supporterKind(brief.text))} survey`
          : `${name}: ${supporterKind(brief.text)} survey`,
        description: `Why ${supporterKind(brief.text) === 'alumni' ? 'alumni' : `${supporterKind(brief.text)}s`} support ${r}, how committed they are and what would keep them involved.${forAudience(brief)}`,
        welcomeTitle: 'Thank you for your support',
        welcomeIntro: `We'd love to hear why you support ${r} and how we can do better.`,
        thankYou: 'Thank you! Your answers help us look after our supporters.',
      };
    case 'usability':
      // Getting started with a product is onboarding, as its questions ask.
      if (/\b(?:onboarding|getting\s+started)\b/i.test(brief.text) && !/\bonboarding\b/i.test(name))
        return {
          title: topic.generic ? 'Onboarding survey' : `${name}: onboarding survey`,
          description: `How getting started with ${r} went: how easy it was, how long it took to be useful, what helped and what nearly stopped people.${forAudience(brief)}`,
          welcomeTitle: 'How was getting started?',
          welcomeIntro: `Tell us how your first days with ${r} went, including anything that got in your way.`,
          thankYou: 'Thank you! Your answers show us how to make the first days easier.',
        };
      return {
        title: topic.generic ? 'Usability survey' : `${name}: usability survey`,
        description: `Whether people could do what they came to do with ${r}, where they got stuck and what to change.${forAudience(brief)}`,
        welcomeTitle: 'How easy was it?',
        welcomeIntro: `Tell us how ${r} worked for you, including anything that got in your way.`,
        thankYou: 'Thank you! Your answers show us what to fix first.',
      };
    case 'brand':
      return {
        title: topic.generic ? 'Brand awareness and perception' : `${name}: awareness and perception`,
        description: `Whether people know ${r}, where they heard of it and what they think of it.${forAudience(brief)}`,
        welcomeTitle: "We'd like your view",
        welcomeIntro: 'A few quick questions about brands you may know. There are no right or wrong answers.',
        thankYou: 'Thank you for sharing your view!',
      };
    case 'prioritisation':
      return {
        title: topic.generic ? 'What matters most' : `${name}: what matters most`,
        description: `Which options matter most to people, and what is missing.${forAudience(brief)}`,
        welcomeTitle: 'Help us set priorities',
        welcomeIntro: 'Tell us what matters most to you. There are no right or wrong answers.',
        thankYou: 'Thank you! Your answers shape what we do first.',
      };
    case 'ideas': {
      const request = readIdeasRequest(brief.text, brief);
      const wanted = request?.wanted ?? 'ideas';
      const by = request?.offeredBy ?? null;
      return {
        title:
          by === null
            ? `Your ideas: ${wanted}`
            : `${capitalize(by.replace(/^(?:our|the)\s+/i, ''))}: your ideas for ${wanted}`,
        description: `What ${wanted} people want${by === null ? '' : ` from ${by}`} next, what it would let them do and what to keep.${forAudience(brief)}`,
        welcomeTitle: 'Share your ideas',
        welcomeIntro:
          "We're planning what to do next and want to start from what you would like. There are no wrong ideas.",
        thankYou: 'Thank you! Your ideas go straight into our plans.',
      };
    }
    case 'pmf':
      return {
        title: topic.generic ? 'Product-market fit' : `${name}: product-market fit`,
        description: `How users would feel without ${r} (the share "very disappointed"), its main benefit, who it is for and what to improve.${forAudience(brief)}`,
        welcomeTitle: 'How would you feel without us?',
        welcomeIntro: `A few quick questions about ${r} and what it does for you.`,
        thankYou: 'Thank you! Your answers tell us what to keep and what to build next.',
      };
    case 'rsvp':
      return {
        title: topic.generic ? 'RSVP' : `${name}: RSVP`,
        description: `Who is coming to ${r}, how many, and what they need.${forAudience(brief)}`,
        welcomeTitle: 'Will you join us?',
        welcomeIntro: `Please let us know whether you can come to ${r}. It takes a minute.`,
        thankYou: 'Thank you! We have your reply.',
      };
    case 'workflow': {
      const task = readWorkflow(brief.text);
      const how = task === null ? null : `how ${task.people} ${task.base.replace(/\byour\b/g, 'their')}`;
      return {
        title: how === null ? 'How people do it' : capitalize(how),
        description: `${how === null ? 'How people do it' : capitalize(how)}: how often, the steps, the time it takes, what slows them down and what they would change.`,
        welcomeTitle: 'Tell us how you do it',
        welcomeIntro:
          'We want to learn how this work really gets done, including the parts that are hard. There are no right or wrong answers.',
        thankYou: 'Thank you! Your answers show us where the work could be easier.',
      };
    }
    case 'access': {
      const access = readAccess(brief.text);
      const how =
        access === null
          ? 'How people get the services they need'
          : `How ${brief.audience ?? 'people'} ${access.base}`;
      return {
        title: capitalize(how),
        description: `${capitalize(how)}: how easy it is, what gets in the way and what would help.`,
        welcomeTitle: 'Tell us how you get what you need',
        welcomeIntro: 'There are no right or wrong answers: we want to know what it is really like.',
        thankYou: 'Thank you! Your answers show us what would make it easier.',
      };
    }
    case 'feeling': {
      const feeling = readFeeling(brief.text);
      const how = feeling === null ? 'How people feel' : `Feeling ${feeling.feeling} ${feeling.where}`;
      const safe = feeling?.feeling === 'safe';
      return {
        title: capitalize(how),
        description: `How ${safe ? 'safe' : 'welcome'} people feel${feeling === null ? '' : ` ${feeling.where}`}, what makes them feel ${safe ? 'less safe' : 'unwelcome'} and what would help.${forAudience(brief)}`,
        welcomeTitle: safe ? 'Help us make it safer' : 'Help us make people feel welcome',
        welcomeIntro: 'Your honest answers help us understand what to change. Nothing here asks who you are.',
        thankYou: 'Thank you! Your answers help us decide what to change first.',
      };
    }
    case 'poll':
      return {
        title: topic.generic ? 'Quick poll' : `Quick poll: ${name}`,
        description: `${topic.generic ? 'A quick vote' : `A quick vote on ${topic.reference}`}${context.pollOptions.length >= 2 ? `: ${context.pollOptions.join(', ')}` : ''}.${forAudience(brief)}`,
        welcomeTitle: 'Cast your vote',
        welcomeIntro: topic.generic ? 'Pick your favourite.' : 'Tell us which you would choose, and why.',
        thankYou: 'Thanks for voting!',
      };
  }
}

function durationText(questionCount: number): string {
  const minutes = Math.max(1, Math.round((questionCount * 20) / 60));
  return minutes === 1 ? 'It takes about a minute.' : `It takes about ${minutes} minutes.`;
}

function variantItems(context: BankContext) {
  const { one } = context.variantNoun;
  const label = capitalize(one.split(/\s+/).at(-1) ?? 'Concept');
  return context.variantTitles.map((title, index) => {
    const named = context.concepts[index];
    return {
      media_type: 'DESCRIPTION',
      title,
      show_title: true,
      show_description: false,
      media_data: {
        // A concept the request described is shown as described; otherwise a placeholder to replace.
        text: named
          ? (named.description ?? named.title)
          : `${label} ${variantLetter(index)}: replace this with your ${ordinalWord(index + 1)} ${one}.`,
      },
    };
  });
}

function questionPages(intent: CreateIntent, chosen: readonly BankQuestion[], context: BankContext) {
  const sections: { title: string; questions: LenientQuestion[] }[] = [];
  for (const entry of chosen) {
    const last = sections[sections.length - 1];
    if (last?.title === entry.section) last.questions.push(entry.question);
    else sections.push({ title: entry.section, questions: [entry.question] });
  }
  // A lone question joins the page before it when that page has room, sparing a page turn.
  for (let index = sections.length - 1; index > 0; index--) {
    const section = sections[index]!;
    const previous = sections[index - 1]!;
    const previousHoldsVariants = intent === 'concept-test' && index - 1 === 0;
    if (
      section.questions.length === 1 &&
      !previousHoldsVariants &&
      previous.questions.length < MAX_QUESTIONS_PER_PAGE
    ) {
      previous.questions.push(...section.questions);
      sections.splice(index, 1);
    }
  }
  const pages: Record<string, unknown>[] = [];
  for (const [index, section] of sections.entries()) {
    // Respondents answer a concept test's questions while they look at the variants.
    if (intent === 'concept-test' && index === 0) {
      pages.push({
        page_type: 'STANDARD',
        title: section.title,
        description: `Look at each ${context.variantNoun.one}, then answer the questions.`,
        content_blocks: [
          {
            type: 'MEDIA_SET',
            id: context.mediaSetId,
            items: variantItems(context),
            ...(context.design === 'side_by_side' ? {} : { design: context.design }),
          },
          { type: 'QUESTION_SET', items: section.questions },
        ],
      });
      continue;
    }
    for (let start = 0; start < section.questions.length; start += MAX_QUESTIONS_PER_PAGE) {
      pages.push({
        page_type: 'STANDARD',
        title: start === 0 ? section.title : `${section.title} (continued)`,
        content_blocks: [
          { type: 'QUESTION_SET', items: section.questions.slice(start, start + MAX_QUESTIONS_PER_PAGE) },
        ],
      });
    }
  }
  return pages;
}

/**
 * The concepts a concept test was given: described ones ("A: … B: …", quoted names), else the
 * alternatives it names ("Morning Cloud vs Field Fresh", "between Sprout and Leafy").
 */
function namedConcepts(brief: Brief): Concept[] {
  if (brief.concepts.length >= 2) return brief.concepts.slice(0, MAX_VARIANTS);
  if (brief.pollOptions.length >= 2 && brief.pollOptions.length <= MAX_VARIANTS)
    return brief.pollOptions.map((title) => ({ title: capitalize(title), description: null }));
  return [];
}

function bankContext(intent: CreateIntent, brief: Brief, topic: Topic): BankContext {
  const compared = topic.compared ?? 'concepts';
  const concepts = intent === 'concept-test' ? namedConcepts(brief) : [];
  const variantCount = intent === 'concept-test' ? Math.max(brief.variantCount, concepts.length) : 0;
  return {
    topic,
    variantTitles: Array.from(
      { length: variantCount },
      (_, index) => concepts[index]?.title ?? variantLabel(index),
    ),
    concepts,
    variantNoun: { one: singularize(compared), many: pluralize(compared) },
    pollOptions: intent === 'poll' ? brief.pollOptions : [],
    brief,
    design: intent === 'concept-test' ? requestedStudyDesign(brief.text) : 'side_by_side',
    mediaSetId: `block_${randomUUID()}`,
  };
}

/**
 * The study design a concept test asks for (issue 11): each respondent sees one variant
 * (monadic), each in turn (sequential monadic), or all side by side (the default).
 */
export function requestedStudyDesign(text: string): StudyDesign {
  if (
    /\bsequential(?:[\s-]+monadic)?\b|\bone\s+after\s+(?:the\s+)?(?:an)?other\b|\beach\s+in\s+turn\b/i.test(
      text,
    )
  ) {
    return 'sequential_monadic';
  }
  if (
    /\bmonadic\b|\b(?:each|every)\s+(?:person|respondent|participant|tester|visitor|customer)\s+(?:only\s+)?(?:sees|gets|rates)\s+(?:only\s+)?(?:one|a\s+single)\b|\bone\s+(?:variant|version|concept|design)\s+(?:each|per\s+(?:person|respondent))\b/i.test(
      text,
    )
  ) {
    return 'monadic';
  }
  return 'side_by_side';
}

const PEOPLE_ASKED =
  /\b(?:guests?|passengers?|tenants?|patients?|customers?|diners?|shoppers?|members?|clients?|visitors?|residents?|users?|attendees?|travell?ers?|donors?|volunteers?|parents?|students?|post[- ]purchase)$/i;

/**
 * What the survey is about: the brief's subject, worded as the request worded it. A poll names
 * its subject as written ("team lunch"); a concept test's subject is never the variants themselves.
 */
function topicFor(intent: CreateIntent, briefRead: Brief, message: string): Topic {
  if ((studyFrames as readonly string[]).includes(intent)) {
    const study = studyTopic(intent as StudyFrame, briefRead);
    const fallback = extractTopic('', intent);
    return study.generic
      ? { ...fallback, compared: null }
      : {
          name: study.reference,
          reference: study.reference,
          generic: false,
          compared: null,
          kind: 'product',
          plural: false,
        };
  }
  const found =
    intent === 'concept-test' || /\bcompar|\bvariants?\b|\ba\/b\b/i.test(briefRead.text)
      ? extractCompared(briefRead.text)
      : null;
  const variants = found?.toLowerCase() ?? '';
  // "Concept test: a meal planning feature": the concept is the fuller phrase that ends in it.
  const fuller = briefRead.subject?.name ?? '';
  const compared =
    found !== null &&
    fuller.toLowerCase().endsWith(` ${variants}`) &&
    !/^(?:two|three|four|five|six|\d)\b/i.test(fuller)
      ? fuller
      : found;
  // A concept test's subject is what the variants are for, never the variants.
  const brief =
    intent === 'concept-test' && compared !== null ? readBrief(message, [compared.toLowerCase()]) : briefRead;
  const subject = brief.subject;
  const name = subject?.name.toLowerCase() ?? '';
  const excluded = compared?.toLowerCase() ?? '';
  const sameAsVariants =
    subject !== null &&
    compared !== null &&
    (name === excluded ||
      name.endsWith(excluded) ||
      excluded.endsWith(name) ||
      excluded.startsWith(`${name} `));
  // "hotel guest survey", "tenant satisfaction": the people asked are not what they rate; at a
  // known kind of place they rate their stay, their flight or their home.
  const experience = placeExperience(brief.text);
  if (experience !== null && (subject === null || PEOPLE_ASKED.test(subject.name)) && intent !== 'poll')
    return {
      name: experience,
      reference: experience,
      generic: false,
      compared,
      kind: 'venue',
      plural: false,
    };
  // Nothing else named: the kind's generic wording ("the product", "the event").
  if (subject === null || sameAsVariants) return { ...extractTopic('', intent), compared };
  const reference = intent === 'poll' && subject.determiner === '' ? subject.name : subject.reference;
  return {
    name: subject.name,
    reference,
    generic: false,
    compared,
    kind: subject.kind,
    plural: subject.plural,
  };
}

/**
 * A screener's disqualifying answers end the survey: a skip rule to the thank-you page for each
 * option the bank marked, on the question that offers it (options get their ids in normalising).
 */
function endOnDisqualifyingAnswers(survey: SurveyDocument, chosen: readonly BankQuestion[]): void {
  const marked = new Map<string, string[]>();
  for (const entry of chosen as readonly ScreenedQuestion[])
    if (entry.disqualify !== undefined && entry.disqualify.length > 0)
      marked.set(String(entry.question.text), entry.disqualify);
  if (marked.size === 0) return;
  for (const page of survey.pages)
    for (const block of page.content_blocks) {
      if (block.type !== 'QUESTION_SET') continue;
      for (const question of block.items) {
        const disqualify = marked.get(question.text);
        if (disqualify === undefined || !('options' in question.response_options)) continue;
        const rules = question.response_options.options
          .filter((option) => disqualify.includes(option.text))
          .map((option) => ({
            id: randomUUID(),
            condition: {
              source: 'question' as const,
              question_id: question.id,
              operator: 'equals' as const,
              value: option.id,
            },
            go_to: { type: 'end' as const },
          }));
        if (rules.length > 0) question.logic = rules;
      }
    }
}

/**
 * A new survey for a create request, worded for its topic. Throws if the generated document does
 * not normalise (a bug in this module, never in the author's message).
 */
export function buildSurvey(
  intent: CreateIntent,
  message: string,
  brief: Brief = readBrief(message),
): BuiltSurvey {
  // "the length of our podcast episodes", not "the length": the property is what is asked about.
  if (intent === 'attitude') brief = withMeasuredSubject(brief);
  const topic = topicFor(intent, brief, message);
  // The place's experience stands in for the people asked ("rate your stay", not "the hotel guest").
  if (
    topic.kind === 'venue' &&
    topic.reference === placeExperience(brief.text) &&
    brief.subject?.reference !== topic.reference
  )
    brief = {
      ...brief,
      occasion: null,
      subject: {
        name: topic.name,
        reference: topic.reference,
        category: topic.name,
        plural: false,
        mass: false,
        proper: false,
        kind: 'venue',
        determiner: 'your',
      },
    };
  const context = bankContext(intent, brief, topic);
  const count =
    brief.questionCount ?? defaultQuestionCount(intent, context.variantTitles.length, brief.message);
  const chosen = pickQuestions(questionBank(intent, context), count);
  const wording = wordingFor(intent, context);
  const document = {
    title: wording.title,
    description: wording.description,
    pages: [
      {
        page_type: 'WELCOME',
        title: wording.welcomeTitle,
        description: `${anonymousIntro(wording.welcomeIntro, brief.anonymous)} ${durationText(chosen.length)}`,
        // Asked for anonymity: no name and no e-mail, whatever the kind of study would ask.
        options: brief.anonymous ? { collectName: 'hidden', collectEmail: 'hidden' } : WELCOME_FIELDS[intent],
      },
      ...questionPages(intent, chosen, context),
      { page_type: 'THANK_YOU', title: 'Thank you!', description: wording.thankYou },
    ],
  };
  const result = normalizeSurvey(document);
  if (!result.ok)
    throw new Error(`offline assistant built an invalid survey: ${result.error} at ${result.path}`);
  endOnDisqualifyingAnswers(result.survey, chosen);
  return {
    intent,
    brief,
    survey: result.survey,
    topic,
    questions: chosen.map((entry) => ({
      text: String(entry.question.text),
      measures: entry.measures,
      responseType: String(entry.question.response_type),
    })),
    variantCount: context.variantTitles.length,
    namedVariants: context.concepts.length,
    variantNoun: intent === 'concept-test' ? context.variantNoun.one : null,
    design: context.design,
  };
}
