import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { draftFor } from './draft-test-support.ts';
import { offlineReply } from './offline-assistant.ts';

// Blind review P (issue 13). Prompts written for these tests, in the classes of request the
// review found wrong, none taken from the review's sets; they pin the kind of study and wording,
// not exact drafts.

function allText(prompt: string): string {
  const draft = draftFor(prompt);
  return [draft.title, ...draft.texts, ...draft.options.flat()].join(' \n ');
}

/** A public matter's or a habit's questions, which a property (a length, a temperature) does not fit. */
const PUBLIC_MATTER_WORDING =
  /affect you personally|worries you|Which word best describes|talked about .* with friends|time do you spend|part of your week/i;

describe('a property of something (a length, a size, a level, opening times) is asked as a measure', () => {
  test('a measure is too little, too much or about right, and named as the request names it', () => {
    for (const [prompt, named] of [
      ['what do diners think of the portion sizes at our restaurant', /the portion sizes/],
      ['how do gym members feel about the class duration', /the class duration/],
      ['opinions on the noise level in our open plan office', /the noise level/],
      [
        'what do listeners think about the length of our podcast episodes',
        /the length of our podcast episodes/,
      ],
    ] as const) {
      const draft = draftFor(prompt);
      const text = allText(prompt);
      expect(
        draft.options.some((options) => options.includes('About right')),
        prompt,
      ).toBe(true);
      expect(text, prompt).not.toMatch(PUBLIC_MATTER_WORDING);
      expect(draft.texts.join(' '), prompt).toMatch(named);
    }
  });

  test('opening or class times are asked whether they suit people and which times would', () => {
    for (const prompt of [
      'feedback on the late night opening times at our supermarket',
      'what do members think of the class times at our dance school',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/\bsuit you\b/i);
      expect(text, prompt).toMatch(/Which times would suit you best/);
      expect(text, prompt).not.toMatch(PUBLIC_MATTER_WORDING);
    }
  });
});

/** A visit's questions: a wait at a counter, staff explaining things, instructions. */
const VISIT_WORDING =
  /How long did you have to wait|No wait|Under 10 minutes|get the help you needed|How clear were the instructions/i;

describe('a service that is not a visit (a process, a regular service, a care home) is not asked about a wait', () => {
  test('a process is asked how easy it was to follow, how long it took and whether people were kept informed', () => {
    for (const prompt of [
      'feedback on the visa application process at our embassy',
      'what do customers think of our refund process',
      'survey for students about the university enrolment process',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(VISIT_WORDING);
      expect(text, prompt).toMatch(/to follow/);
      expect(text, prompt).toMatch(/start to finish|kept informed/);
    }
  });

  test('a regular service is asked how reliable it is and how problems are put right', () => {
    for (const prompt of [
      'rate our lawn mowing service',
      'what do residents think of the street cleaning service',
      'how satisfied are clients with our home care service',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(VISIT_WORDING);
      expect(text, prompt).toMatch(/How reliable/);
      expect(text, prompt).toMatch(/put right/);
    }
  });

  test('families are asked how their relative is cared for in the home they live in', () => {
    const prompt = 'feedback from families on the nursing home where their mum lives';
    const text = allText(prompt);
    expect(text).not.toMatch(VISIT_WORDING);
    expect(text).toMatch(/care for your relative/);
    expect(text).toMatch(/welcome do you feel when you visit/);
    expect(text).not.toMatch(/Speed of service|Price/);
  });
});

describe('how safe or welcome people feel somewhere is asked as that feeling, where it is felt', () => {
  test('"feel safe in/on/walking …" asks how safe, what makes it less safe and what would help, there', () => {
    for (const [prompt, where] of [
      ['do shoppers feel safe in the multi-storey car park', 'in the multi-storey car park'],
      ['how safe do cyclists feel riding along the canal towpath', 'riding along the canal towpath'],
      ['Do carers feel safe visiting clients in the evening?', 'visiting clients in the evening'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts[0], prompt).toBe(`How safe do you feel ${where}?`);
      expect(draft.texts.join(' '), prompt).toMatch(/feel safer/);
      // Not a workplace safety audit, an opinion of a place or a habit.
      expect(allText(prompt), prompt).not.toMatch(
        /safety equipment|near miss|how do you feel about|How often do you/i,
      );
    }
  });

  test('"feel welcome at/in …" asks how welcome and what made people feel welcome or not', () => {
    for (const [prompt, where] of [
      ['do international students feel welcome in our city', 'in our city'],
      ['do new volunteers feel welcome at the community centre', 'at the community centre'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts[0], prompt).toBe(`How welcome do you feel ${where}?`);
      expect(draft.texts.join(' '), prompt).toMatch(/unwelcome/);
      expect(draft.title, prompt).not.toMatch(/^Welcome\b/);
    }
  });

  test('safety at work itself, and feeling safe to speak up, stay an employee survey', () => {
    expect(allText('how safe do warehouse staff feel at work')).toMatch(/safety/i);
    for (const prompt of [
      'how safe do warehouse staff feel at work',
      'do junior doctors feel safe raising concerns',
    ])
      expect(draftFor(prompt).title, prompt).not.toMatch(/^Feeling safe/);
  });
});

/** The buying-decision questions: criteria for a purchase and where people research one. */
const BUYING_WORDING =
  /What matters most to you when you|Where do you look for information before|Brand reputation|Staff in a shop/i;

describe('switching, returning and renting are not buying', () => {
  test('switching asks why people left the old one, how easy the move was and how the new one compares', () => {
    for (const prompt of [
      'why do households switch energy supplier',
      'why do customers move their mortgage to another lender',
      'survey for customers who switched to our mobile network from another one',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(BUYING_WORDING);
      expect(text, prompt).toMatch(/main reason you (?:switched|moved)/);
      expect(text, prompt).toMatch(/easy was it to switch/);
    }
  });

  test('a return asks why it went back, how easy it was and how long the refund took', () => {
    for (const prompt of [
      'why do shoppers send back clothes they ordered online',
      'feedback from customers who returned a product to our store',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(BUYING_WORDING);
      expect(text, prompt).toMatch(/sent it back/);
      expect(text, prompt).toMatch(/refund/);
      // Not the shop's browsing questions.
      expect(text, prompt).not.toMatch(/in stock|find what you were looking for/);
    }
  });

  test('renting rather than buying asks why rent; a hire from us asks how it went', () => {
    for (const prompt of [
      'why do people hire a car instead of buying one',
      'why do students rent bikes rather than buy them',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(BUYING_WORDING);
      expect(text, prompt).toMatch(/rather than buy\?/);
    }
    for (const prompt of [
      'survey for customers who rented a paddleboard from us',
      'survey for families who hired a bouncy castle from our company',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(BUYING_WORDING);
      expect(text, prompt).toMatch(/your rental/i);
    }
  });

  test('hiring people is not a rental', () => {
    expect(allText('how do small firms decide which accountant to hire')).not.toMatch(
      /rental|rather than buy/i,
    );
  });
});

describe('a decision that is not a purchase, and what people look for when choosing one', () => {
  test('"decide when / what / whether to …" asks what people rely on and what makes it hard, not a product\'s criteria', () => {
    for (const [prompt, decision] of [
      ['how do farmers decide when to harvest their wheat', 'when to harvest your wheat'],
      ['how do allotment holders decide what to grow each year', 'what to grow each year'],
      [
        'how do parents decide whether to send their child to nursery',
        'whether to send your child to nursery',
      ],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(BUYING_WORDING);
      expect(text, prompt).not.toMatch(/\bchoose an? \w+\?/);
      expect(text, prompt).toContain(`deciding ${decision}?`);
    }
  });

  test('a purchase decided on is still a buying decision', () => {
    expect(allText('how do families decide which car to buy')).toMatch(/when you buy a car/);
  });

  test('"look for when choosing / hiring a …" is a study of choosing one, named in full', () => {
    for (const [prompt, chosen] of [
      ['what do couples look for when choosing a wedding photographer', 'a wedding photographer'],
      ['what do landlords look for when hiring a letting agent', 'a letting agent'],
      ['what do parents look for when choosing a secondary school', 'a secondary school'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts.join(' '), prompt).toContain(`when you choose ${chosen}?`);
      expect(allText(prompt), prompt).not.toMatch(/attend a similar event|rate choosing/i);
      expect(draft.title, prompt).toMatch(new RegExp(chosen.replace(/^an? /, ''), 'i'));
    }
  });
});

describe('concepts given in brackets keep their names and their descriptions apart', () => {
  test('"[Name: description] and [Name: description]" names each concept, a "with" inside staying in the description', () => {
    for (const [prompt, titles] of [
      [
        'compare two menu layouts [Layout 1: photos with short descriptions] vs [Layout 2: text only with prices on the right]',
        ['Layout 1', 'Layout 2'],
      ],
      [
        'which banner works better: [Summer: a beach with our logo] or [City: a skyline at night with the tagline]',
        ['Summer', 'City'],
      ],
    ] as const) {
      const draft = draftFor(prompt);
      const preference = draft.options.find(
        (options) => options.length === titles.length && options.includes(titles[0]),
      );
      expect(preference, prompt).toEqual(titles);
      expect(allText(prompt), prompt).not.toMatch(/[[\]]/);
    }
  });

  test('"Name (description) or Name (description)" names the concepts by their names', () => {
    const prompt =
      'test two app icons, Sunny (a yellow sun with a smile) or Cloudy (a grey cloud with rain drops)';
    const draft = draftFor(prompt);
    expect(draft.options).toContainEqual(['Sunny', 'Cloudy']);
    expect(draft.texts.join(' ')).not.toMatch(/\(/);
  });
});

describe('dashes: a spaced dash breaks a phrase, a hyphen joins a verb and its particle into a noun', () => {
  test('"poll - X or Y for …" offers X and Y, and the subject is not run together with the dash', () => {
    for (const [prompt, options] of [
      ['quick vote - pizza or sushi for the office party', ['Pizza', 'Sushi']],
      ['poll the book group - thriller or memoir for next month', ['Thriller', 'Memoir']],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.options, prompt).toContainEqual([...options]);
      expect(allText(prompt), prompt).not.toMatch(/\w-(?:pizza|thriller)|poll-/i);
    }
  });

  test('"the check-in", "the roll-out", "the drop-off" are the subject whole', () => {
    for (const [prompt, subject] of [
      ['guest feedback on the check-in at our ski lodge', 'check-in'],
      ['survey on the roll-out of the new intranet', 'roll-out of the new intranet'],
      ['feedback on the drop-off at the nursery', 'drop-off'],
    ] as const)
      expect(readBrief(prompt).subject?.name, prompt).toBe(subject);
  });
});

describe('a step of a visit (a check-in, a check-out) is a service received', () => {
  test('it is asked as a visit, not as a product people heard of and use', () => {
    for (const prompt of [
      'guest feedback on the check-in at our ski lodge',
      'how smooth was the check-out at our holiday park',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(
        /first hear about|How well does the check-\w+ meet your needs|value most about/i,
      );
      expect(text, prompt).toMatch(/wait/);
    }
  });
});

describe('a bus, train or ferry service is asked about punctuality, delays and seats', () => {
  test('not about a flight, its cabin crew or the food on board', () => {
    for (const prompt of [
      'satisfaction survey for passengers on our coastal ferry crossing',
      'feedback from passengers on our airport shuttle service',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/flight|cabin crew|food and drink on board/i);
      expect(text, prompt).toMatch(/punctuality/);
    }
  });
});

describe('"how do <people> rate <thing>" is a view of the thing, not a habit or a public worry', () => {
  test('rating is asked as an evaluation', () => {
    for (const prompt of [
      'how do members rate the new changing rooms',
      'how do commuters rate the number 12 bus route',
      'how do tenants rate the new bike storage',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(
        /time do you spend|part of your week|affect you personally|worries you|talked about/i,
      );
      expect(text, prompt).toMatch(/like most|meet your needs|satisf/i);
    }
  });
});

describe("the attitude bank's impression words are kept for plans, rules and courses", () => {
  test('a thing used or a topic is not offered Useful / Promising / Unnecessary / Worrying / Confusing', () => {
    for (const prompt of [
      'how do tenants rate the new bike storage',
      'what do people think about the village broadband',
      'what do cyclists think of the new towpath surface',
    ])
      expect(allText(prompt), prompt).not.toMatch(/Promising/);
  });

  test('a rule still is', () => {
    expect(allText('how do anglers feel about the new fishing rules on the canal')).toMatch(/Promising/);
  });
});

describe('a place people walk round (a garden, a trail, a museum) is not a counter with a wait', () => {
  test('a visit is asked what people enjoyed, how well kept it is and whether they would come back', () => {
    for (const prompt of [
      'how do visitors rate the new sculpture trail',
      'feedback from visitors to our community garden',
      'survey for people who visited the castle this summer',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(VISIT_WORDING);
      expect(text, prompt).not.toMatch(/explain things to you|listened to|part of your week/);
      expect(text, prompt).toMatch(/enjoy most/);
      expect(text, prompt).toMatch(/well kept/);
    }
  });
});

describe('leaving reasons fit what was left: a gift, a mailing list, a form', () => {
  /** The reasons for leaving a paid product people use. */
  const PRODUCT_REASONS = /It cost too much|I didn't use it enough/;

  test("a supporter who stops a regular gift is given a giver's reasons", () => {
    const prompt = 'why did supporters cancel their standing order to our wildlife trust';
    const text = allText(prompt);
    expect(text).not.toMatch(PRODUCT_REASONS);
    expect(text).toMatch(/I give to other causes now/);
  });

  test("a mailing list left is given a reader's reasons", () => {
    for (const prompt of [
      'why do members unsubscribe from our running club mailing list',
      'why do subscribers unsubscribe from the parish newsletter',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(PRODUCT_REASONS);
      expect(text, prompt).toMatch(/Too many emails/);
    }
  });

  test('a form left unfinished is asked where and why people stopped, not about an alternative', () => {
    for (const prompt of [
      'why do people leave our online booking form halfway through',
      'why do applicants abandon our grant application form',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(PRODUCT_REASONS);
      expect(text, prompt).not.toMatch(/switched to an alternative|halfway:/);
      expect(text, prompt).toMatch(/taking too long/);
    }
  });
});

describe('hurried spelling: "there" for "their" after more verbs, "whats" for "what\'s"', () => {
  test('"edit there photos" reads "edit their photos"; "go there" is left alone', () => {
    expect(readBrief('how do hobby bakers price there cakes').text).toBe(
      'how do hobby bakers price their cakes',
    );
    expect(readBrief('how do students manage there time during exams').text).toContain('manage their time');
    expect(readBrief('why do people stop going there').text).toBe('why do people stop going there');
    expect(allText('how do allotment holders store there tools')).not.toMatch(/\bthere tools\b/);
  });

  test('"whats" is "what\'s"', () => {
    expect(readBrief('ask the team whats stopping them from booking leave').text).toContain(
      "what's stopping",
    );
  });
});

describe('falling numbers told as a worry are a study of people coming less', () => {
  test('"attendance / bookings / footfall has dropped" asks how often people come now, why less and what would help', () => {
    for (const [prompt, place] of [
      ['I own a little bakery cafe and footfall has dropped since the roadworks started', 'our bakery cafe'],
      ['bookings at our escape room are down this year - why?', 'our escape room'],
      ['we run a community choir and attendance has fallen off since the summer', 'our community choir'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts, prompt).toContain(`How often do you come to ${place} these days?`);
      expect(draft.texts.join(' '), prompt).toMatch(/come more often/);
      expect(draft.title, prompt).toContain(place);
    }
  });
});

describe('a question put to the assistant is not put to respondents', () => {
  test('"what should we ask?", "what do you suggest?", "what questions should I include?" are not survey questions', () => {
    for (const prompt of [
      'survey for our allotment society, what do you suggest?',
      'feedback form for our book fair, what questions should I include?',
      'we run a darts league and need a members survey - what should we ask?',
    ]) {
      const texts = draftFor(prompt).texts.join(' \n ');
      expect(texts, prompt).not.toMatch(/What should we ask|What do you suggest|questions should I include/i);
    }
  });
});

describe('people who did not renew what they hold', () => {
  test('"why … holders / members don\'t renew" asks why they did not renew it, as a study of leaving', () => {
    for (const [prompt, held] of [
      ['why do policy holders not renew with us', 'your policy'],
      ['why didnt annual pass holders renew this year', 'your annual pass'],
      ['why do members of our golf club not renew', 'your membership'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).toContain(`decided not to renew ${held}?`);
      expect(text, prompt).not.toMatch(
        /stop using|What are the main reasons you are a member|experience with/i,
      );
    }
  });
});

describe('a disruption during a service says when; it is not what was done to people there', () => {
  test('"during the roadworks / the strike" does not make the title "<disruption> at <place>"', () => {
    for (const prompt of [
      'feedback from guests who stayed at our hotel during the refurbishment',
      'patient experience at our GP surgery during the flu vaccine power cuts',
      'how did customers find our garden centre during the roadworks',
    ]) {
      const draft = draftFor(prompt);
      expect(draft.title, prompt).not.toMatch(/^(?:refurbishment|power cuts|roadworks|flu)/i);
      expect(draft.texts.join(' '), prompt).not.toMatch(
        /did (?:the|your) (?:refurbishment|roadworks|power cuts)/i,
      );
    }
  });
});

describe('a staff wellbeing survey asks about wellbeing, not work-life balance alone', () => {
  test('stress, exhaustion, workload, strain and support', () => {
    for (const prompt of [
      'staff wellbeing survey for our care workers',
      'wellbeing pulse survey for employees at our bakery',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/wellbeing at work/);
      expect(text, prompt).toMatch(/stressed|exhausted/);
      expect(text, prompt).not.toMatch(/^Work-life balance/);
    }
  });
});

describe('members asked about a thing are asked about the thing, not why they belong', () => {
  test('"members of our club … the new X" is a study of X', () => {
    for (const [prompt, thing] of [
      ['survey for our choir members about the new rehearsal venue', 'new rehearsal venue'],
      ['what do members of our tennis club think of the new floodlights', 'new floodlights'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/reasons you are a member|renew your membership/);
      expect(text, prompt).toContain(thing);
    }
  });

  test("a survey of members about the club is still the members' own study", () => {
    expect(allText('survey for members of our allotment society')).toMatch(/member/i);
  });
});

describe('a facility put in for people to use is an offering, not a public worry', () => {
  test('views on new benches, lockers or floodlights ask whether they meet needs, not how they affect people personally', () => {
    for (const prompt of [
      'opinions on the new benches in the town square',
      'what do gym users think of the new lockers',
      'what do members of our tennis club think of the new floodlights',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/affect you personally|worries you|talked about/);
      expect(text, prompt).toMatch(/meet your needs|like most/);
    }
  });
});

describe('how people get a service they need is asked as access', () => {
  test('"how do <people> access / get / find <service>" asks how easy it is, what gets in the way and what would help', () => {
    for (const [prompt, base] of [
      ['how do older people access GP appointments', 'access GP appointments'],
      ['how do families in rural areas get childcare', 'get childcare'],
      ['research on how refugees access legal advice', 'access legal advice'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts, prompt).toContain(`How easy is it for you to ${base}?`);
      expect(draft.texts.join(' '), prompt).toMatch(/makes it hard/);
      expect(allText(prompt), prompt).not.toMatch(/rural areas habits|step by step|part of your week/);
    }
  });

  test('a service there all the time (childcare, broadband) is not asked how often it is reached', () => {
    expect(allText('how do families in rural areas get childcare')).not.toMatch(
      /How often do you get childcare/,
    );
    expect(allText('how do older people access GP appointments')).toMatch(
      /How often do you access GP appointments/,
    );
  });
});

describe('how people get somewhere is asked as a journey', () => {
  test('"how do <people> get / travel to <place>" asks how they travel, how long it takes and what would help', () => {
    for (const [prompt, destination] of [
      ['how do commuters get to work', 'work'],
      ['how do students travel to campus', 'campus'],
      ['how do fans get to the stadium on match days', 'the stadium'],
      ['how do staff get to the office', 'the office'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts[0], prompt).toBe(`How do you usually get to ${destination}?`);
      expect(allText(prompt), prompt).not.toMatch(/step by step|satisfied are you with your job|age group/i);
    }
  });
});

describe('concepts spelled out to test or compare make a concept test, whatever their descriptions say', () => {
  // Descriptions with words an edit command uses ("name", "drop", "email", "hide", "remove").
  const REQUESTS = [
    [
      'test two tagline ideas: [Crisp: our name in bold, drop the full stop] and [Warm: a friendly line under the name]',
      ['Crisp', 'Warm'],
      'drop the full stop',
    ],
    [
      'compare three packaging designs: [Kraft: a brown box with the name stamped on] [Tin: a tin, remove the window] and [Jar: a glass jar showing the beans]',
      ['Kraft', 'Tin', 'Jar'],
      'a glass jar showing the beans',
    ],
    [
      'which landing page works better [Short: one screen, no email or name asked] or [Long: a full page that hides the price]',
      ['Short', 'Long'],
      'one screen, no email or name asked',
    ],
    [
      'test two names for our cafe: Ember (a warm name, drop the word cafe) and Tide (a name by the sea)',
      ['Ember', 'Tide'],
      'a name by the sea',
    ],
  ] as const;

  test('each concept is named and described, and the welcome page is not changed', () => {
    for (const [prompt, names, described] of REQUESTS) {
      const draft = draftFor(prompt);
      expect(draft.options, prompt).toContainEqual([...names]);
      const reply = offlineReply({ message: prompt, survey: null });
      expect(JSON.stringify(reply.action).toLowerCase(), prompt).toContain(described);
      expect(draft.welcome, prompt).toEqual(
        draftFor('test two tagline ideas: [A: bold] and [B: warm]').welcome,
      );
    }
  });

  test('with a survey open, such a request makes a new survey rather than editing the open one', () => {
    const open = offlineReply({
      message: 'customer satisfaction survey for our bakery',
      survey: null,
    }).action;
    if (open?.kind !== 'create') throw new Error('no survey');
    for (const [prompt] of REQUESTS) {
      expect(offlineReply({ message: prompt, survey: open.survey }).action?.kind, prompt).toBe('create');
    }
  });

  test('a message that starts with an edit verb is still an edit', () => {
    expect(
      offlineReply({ message: 'remove the name field: [Name] and [Email] are not needed', survey: null })
        .text,
    ).toMatch(/no survey yet to change/);
  });
});

describe('a place named with where it is keeps its own name as the subject', () => {
  test('"ramen" is not people, and "opposite / near / behind <place>" says where, not part of the name', () => {
    for (const [prompt, named] of [
      ['what do students think of the new ramen bar opposite the library', 'the new ramen bar'],
      ['opinions on our ramen place near the station', 'our ramen place'],
      ['feedback on the bike shed behind the sports hall', 'the bike shed'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts.join(' '), prompt).toContain(named);
      expect(allText(prompt), prompt).not.toMatch(
        /\b(?:the|our) (?:near|opposite|behind)\b|ramen (?:bar|place) opposite|the new ramen\?|How often do you (?:place|bar)\b/,
      );
    }
  });
});

describe('"the end / start of <period> <thing>" names the thing, not "the end"', () => {
  test('a poll or a survey about an end of term party or a start of season quiz is about that thing', () => {
    for (const [prompt, named] of [
      ['poll: pizza or tacos for the end of term party', 'the end of term party'],
      ['what do players think of the start of season quiz night', 'the start of season quiz night'],
      ['feedback on our end of year awards evening', 'our end of year awards evening'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.texts.join(' '), prompt).toContain(named);
      expect(allText(prompt), prompt).not.toMatch(
        /\b(?:the|our) (?:end|start)\b(?! of)|Which (?:end|start) do you/,
      );
    }
  });
});

describe('a doing after "who" or "aren\'t" is read as a verb, not made the subject', () => {
  test('"<people> who rent / borrow / hire <things>" is about the doing, not "rent textbooks"', () => {
    for (const [prompt, misread] of [
      ['survey for students who rent textbooks from our campus bookshop', /rent textbooks\b(?! rather)/i],
      [
        'survey for people who borrow books from the library',
        /borrow books (?:feedback|to use)|use borrow books|with borrow books/i,
      ],
      [
        'feedback from customers who hire vans from our depot',
        /use hire vans|with hire vans|hire vans to use/i,
      ],
    ] as const) {
      expect(allText(prompt), prompt).not.toMatch(misread);
    }
    expect(allText('survey for people who borrow books from the library')).toMatch(
      /How often do you borrow books\?/,
    );
  });

  test('"why <people> aren\'t <doing> <thing>" asks why they do not do it, not about "the <doing>"', () => {
    for (const [prompt, doing] of [
      ["understand why our drivers aren't filling in their logbooks", /fill in your logbooks/],
      ["find out why volunteers aren't signing up for shifts", /sign up for shifts/],
      ["why our nurses aren't completing the online training", /complet\w* the online training/],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(doing);
      expect(text, prompt).not.toMatch(/with the (?:filling|signing|completing)\b|the filling\b/);
    }
  });
});
