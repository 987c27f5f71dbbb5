import type { ResearchFrame } from '../frames.ts';
// Survey requests as new authors type them, for the offline generator's eval (issue 13). Written
// before the generator was tuned and not picked to fit it: different domains, phrasings, lengths,
// typos, questions and imperatives. `mentions` are the words a reader expects the survey to use
// (each must appear, a plural or other ending allowed); `questions` is a count the prompt asks for;
// `variants` is how many concepts a comparison names.

export interface CorpusPrompt {
  prompt: string;
  mentions: string[];
  questions?: number;
  variants?: number;
  /** The kind of study the reply must say it read (fresh-corpus.ts pins these). */
  frame?: ResearchFrame;
  /** Alternatives a decision request names: one question must offer them all as options. */
  choices?: string[];
  /** Wording the survey must not use (see SurveyExpectations.avoid). */
  avoid?: string[];
}

export const PROMPT_CORPUS: readonly CorpusPrompt[] = [
  // From the issue
  { prompt: 'Help me understand why people cancel their gym membership', mentions: ['gym', 'membership'] },
  { prompt: 'Patient experience after a telehealth visit', mentions: ['telehealth', 'visit'] },
  { prompt: 'How do commuters feel about the new bus route?', mentions: ['bus', 'route'] },
  { prompt: 'I want to know how our beta testers find the onboarding', mentions: ['onboarding'] },
  { prompt: 'employee engagement', mentions: ['engagement'] },
  { prompt: 'Market research on how students buy textbooks', mentions: ['textbook'] },
  { prompt: 'remote work', mentions: ['remote work'] },
  { prompt: 'We are running a 2-day product meetup in Berlin', mentions: ['meetup'] },
  { prompt: 'Lisbon or Porto for the offsite?', mentions: ['Lisbon', 'Porto'] },
  { prompt: 'test two packaging designs', mentions: ['packaging'], variants: 2 },
  { prompt: 'compare three names for our new cereal', mentions: ['name'], variants: 3 },
  { prompt: 'which of these two ads works better?', mentions: ['ad'], variants: 2 },

  // Very short
  { prompt: 'gym churn', mentions: ['gym'] },
  { prompt: 'coffee habits', mentions: ['coffee'] },
  { prompt: 'podcast listening', mentions: ['podcast'] },
  { prompt: 'hotel stay feedback', mentions: ['hotel'] },
  { prompt: 'school lunches', mentions: ['lunch'] },
  { prompt: 'NPS for our CRM', mentions: ['CRM'] },
  { prompt: 'team morale', mentions: ['morale'] },
  { prompt: 'electric cars', mentions: ['electric car'] },
  { prompt: 'dog food brands', mentions: ['dog food'] },
  { prompt: 'sleep quality', mentions: ['sleep'] },
  { prompt: 'library opening hours', mentions: ['opening hours'] },
  { prompt: 'meal kits', mentions: ['meal kit'] },
  { prompt: 'onboarding survey', mentions: ['onboarding'] },
  { prompt: 'survey on public transport', mentions: ['public transport'] },
  { prompt: 'streaming subscriptions', mentions: ['streaming'] },

  // "Help me understand …", "I want to know …", "find out …"
  { prompt: 'help me understand why customers abandon their shopping cart', mentions: ['shopping cart'] },
  { prompt: 'Help me understand how nurses deal with night shifts', mentions: ['night shift'] },
  {
    prompt: 'I want to know why users stop using our meditation app after a week',
    mentions: ['meditation app'],
  },
  { prompt: 'I want to learn what parents think about the new school uniform policy', mentions: ['uniform'] },
  { prompt: 'I would like to find out how people choose a dentist', mentions: ['dentist'] },
  { prompt: 'Find out why subscribers unsubscribe from our newsletter', mentions: ['newsletter'] },
  {
    prompt: 'I need to understand how small business owners do their bookkeeping',
    mentions: ['bookkeeping'],
  },
  { prompt: 'help me figure out what stops people from cycling to work', mentions: ['cycling'] },
  { prompt: 'I want to understand what makes tenants renew their lease', mentions: ['lease'] },
  { prompt: "we'd like to learn how freelancers find new clients", mentions: ['client'] },
  { prompt: 'Why do people leave our yoga studio after the intro offer?', mentions: ['yoga studio'] },
  { prompt: 'why do players quit our mobile game in the first week', mentions: ['mobile game'] },
  { prompt: 'What do farmers think about drone spraying?', mentions: ['drone'] },
  { prompt: 'How do teenagers use TikTok for news?', mentions: ['TikTok'] },
  { prompt: 'How satisfied are guests with our hostel?', mentions: ['hostel'] },
  { prompt: 'how happy are our volunteers?', mentions: ['volunteer'] },
  { prompt: 'What would make drivers switch to our car wash?', mentions: ['car wash'] },
  { prompt: 'Do people actually read terms and conditions?', mentions: ['terms and conditions'] },
  { prompt: 'How often do people cook at home during the week?', mentions: ['cook'] },

  // Imperatives with a survey word
  { prompt: 'Create a customer satisfaction survey for our plumbing company', mentions: ['plumbing'] },
  { prompt: 'Make a survey for patients of our dental clinic', mentions: ['dental clinic'] },
  { prompt: 'Build a questionnaire about sleep habits of shift workers', mentions: ['sleep'] },
  { prompt: 'Draft a survey to measure satisfaction with our IT helpdesk', mentions: ['helpdesk'] },
  { prompt: 'Write a short survey about the new expense tool', mentions: ['expense tool'] },
  { prompt: 'Generate an employee satisfaction survey for a warehouse team', mentions: ['warehouse'] },
  { prompt: 'Set up an NPS survey for our accounting software', mentions: ['accounting software'] },
  { prompt: 'Put together a feedback form for our cooking class', mentions: ['cooking class'] },
  { prompt: 'Create a post-event survey for the charity gala', mentions: ['gala'] },
  { prompt: 'make me a survey about grocery shopping habits', mentions: ['grocery'] },
  {
    prompt: 'Please create a survey asking residents about the new recycling scheme',
    mentions: ['recycling'],
  },
  { prompt: 'Can you make a survey for my bakery customers?', mentions: ['bakery'] },
  { prompt: 'could you build a survey on how people use password managers', mentions: ['password manager'] },
  { prompt: 'Design a study on how remote teams run meetings', mentions: ['meeting'] },
  { prompt: 'Create a market research survey for a vegan protein bar', mentions: ['protein bar'] },
  { prompt: 'I need a survey for the parents at our kindergarten', mentions: ['kindergarten'] },
  { prompt: 'need a quick survey on office snacks', mentions: ['snack'] },
  { prompt: 'start a survey about our website redesign', mentions: ['website'] },
  { prompt: 'Run a pulse survey on workload for the support team', mentions: ['workload'] },
  { prompt: 'Exit survey for employees who are leaving', mentions: ['leaving'] },

  // Numbers of questions
  {
    prompt: 'Create a 5 question survey about our coworking space',
    mentions: ['coworking space'],
    questions: 5,
  },
  { prompt: 'survey about the company newsletter, 3 questions', mentions: ['newsletter'], questions: 3 },
  { prompt: 'ten questions on how people plan holidays', mentions: ['holiday'], questions: 10 },
  { prompt: 'I want 6 questions about our food truck', mentions: ['food truck'], questions: 6 },
  { prompt: 'a 4-question poll on the team retreat dates', mentions: ['retreat'], questions: 4 },
  {
    prompt: 'Make a 12 question survey about bike sharing in Paris',
    mentions: ['bike sharing'],
    questions: 12,
  },
  { prompt: 'Two questions: do people like the new logo and why', mentions: ['logo'], questions: 2 },
  { prompt: 'seven questions about hybrid work for our engineers', mentions: ['hybrid work'], questions: 7 },
  {
    prompt: 'short 5-question NPS survey for our language school',
    mentions: ['language school'],
    questions: 5,
  },
  { prompt: 'Create an 8 question survey about online banking', mentions: ['online banking'], questions: 8 },
  { prompt: 'just one question: how was lunch today', mentions: ['lunch'], questions: 1 },
  {
    prompt: 'a survey with 9 questions about the farmers market',
    mentions: ['farmers market'],
    questions: 9,
  },

  // Concept and A/B tests
  { prompt: 'A/B test two subject lines for our spring sale email', mentions: ['subject line'], variants: 2 },
  { prompt: 'Compare three logo concepts for a coffee roastery', mentions: ['logo'], variants: 3 },
  { prompt: 'Which of two homepage designs do visitors prefer?', mentions: ['homepage'], variants: 2 },
  { prompt: 'concept test for four flavours of sparkling water', mentions: ['flavour'], variants: 4 },
  { prompt: 'I have 3 taglines for my bakery, which one is best?', mentions: ['tagline'], variants: 3 },
  { prompt: 'test 2 pricing pages', mentions: ['pricing page'], variants: 2 },
  { prompt: 'Help me pick between two book covers', mentions: ['cover'], variants: 2 },
  { prompt: 'compare 5 app icon options', mentions: ['icon'], variants: 5 },
  { prompt: 'Which label design sells our olive oil better, A or B?', mentions: ['label'], variants: 2 },
  { prompt: 'Test two onboarding flows for the banking app', mentions: ['onboarding flow'], variants: 2 },
  {
    prompt: 'we made three video ads for the summer campaign, which works best',
    mentions: ['video ad'],
    variants: 3,
  },
  { prompt: 'Concept test: a meal planning feature', mentions: ['meal planning'] },

  // Polls
  { prompt: 'Pizza or sushi for friday lunch?', mentions: ['pizza', 'sushi'] },
  { prompt: 'poll: which day works best for the team dinner', mentions: ['dinner'] },
  { prompt: 'Let the team vote between Slack and Teams', mentions: ['Slack', 'Teams'] },
  { prompt: 'quick poll on the name for our office dog', mentions: ['dog'] },
  { prompt: 'Should the book club read Dune or Middlemarch next?', mentions: ['Dune', 'Middlemarch'] },
  {
    prompt: 'vote on the holiday party theme: 80s, casino or masquerade',
    mentions: ['80s', 'casino', 'masquerade'],
  },
  { prompt: 'Morning or afternoon for the weekly standup?', mentions: ['standup'] },

  // NPS and satisfaction
  { prompt: 'How likely are our members to recommend the climbing gym?', mentions: ['climbing gym'] },
  { prompt: 'Net promoter score for Northwind Airlines', mentions: ['Northwind'] },
  { prompt: 'csat for our live chat support', mentions: ['live chat'] },
  { prompt: 'Are customers happy with our delivery times?', mentions: ['delivery'] },
  { prompt: 'satisfaction survey for guests after checkout at our B&B', mentions: ['B&B'] },
  { prompt: 'measure how satisfied tenants are with building maintenance', mentions: ['maintenance'] },

  // Events
  { prompt: 'feedback on yesterdays webinar about tax planning', mentions: ['webinar'] },
  {
    prompt: 'Our hackathon finished on Sunday, I want feedback from the participants',
    mentions: ['hackathon'],
  },
  { prompt: 'We are hosting a 3-day design conference in Lisbon next month', mentions: ['conference'] },
  { prompt: 'post workshop survey for the leadership training', mentions: ['leadership training'] },
  { prompt: 'Wedding guests feedback', mentions: ['wedding'] },
  { prompt: 'survey for attendees of the Friday jazz night', mentions: ['jazz night'] },
  { prompt: 'how was the company summer picnic', mentions: ['picnic'] },

  // Employees
  { prompt: 'Employee engagement survey for a 200 person logistics company', mentions: ['engagement'] },
  { prompt: 'How do our nurses feel about the new shift schedule?', mentions: ['shift schedule'] },
  { prompt: 'onboarding experience of new hires in their first 90 days', mentions: ['onboarding'] },
  { prompt: 'Check how burned out the engineering team is', mentions: ['engineering'] },
  { prompt: 'staff survey about the four day week trial', mentions: ['four day week'] },
  { prompt: 'manager feedback from direct reports', mentions: ['manager'] },

  // Patients and services
  { prompt: 'Patient satisfaction at the physiotherapy clinic', mentions: ['physiotherapy'] },
  { prompt: 'How was your stay at St Mary hospital', mentions: ['hospital'] },
  { prompt: 'feedback from citizens who used the online passport renewal', mentions: ['passport'] },
  { prompt: 'experience of visitors at the city museum', mentions: ['museum'] },
  { prompt: 'Survey for pet owners after a vet appointment', mentions: ['vet'] },
  { prompt: 'customers experience at our car repair shop', mentions: ['car repair'] },

  // Purchases and markets
  { prompt: 'How do young families decide which car to buy?', mentions: ['car'] },
  { prompt: 'why do shoppers pick store brands over big brands', mentions: ['store brand'] },
  { prompt: 'willingness to pay for a premium weather app', mentions: ['weather app'] },
  { prompt: 'Would people pay for a dog walking subscription?', mentions: ['dog walking'] },
  { prompt: 'market research for a board game cafe in Leeds', mentions: ['board game'] },
  { prompt: 'How people shop for running shoes online', mentions: ['running shoe'] },
  { prompt: 'What do home buyers look for in a mortgage broker', mentions: ['mortgage broker'] },
  { prompt: 'demand for an electric scooter rental in our town', mentions: ['scooter'] },

  // Habits and attitudes
  { prompt: 'Attitudes towards AI in the classroom among teachers', mentions: ['AI'] },
  { prompt: 'opinions on the four-day school week', mentions: ['school week'] },
  { prompt: 'how students use ChatGPT for homework', mentions: ['ChatGPT'] },
  { prompt: 'Screen time habits of kids under 12', mentions: ['screen time'] },
  { prompt: 'What do residents think of the new bike lanes on Main Street', mentions: ['bike lane'] },
  { prompt: 'how people feel about working from cafes', mentions: ['cafe'] },
  { prompt: 'Drinking water habits of office workers', mentions: ['water'] },
  { prompt: 'attitudes toward recycling in apartment buildings', mentions: ['recycling'] },

  // Typos and lower-case chat style
  { prompt: 'help me undrestand why ppl cancel there netflix', mentions: ['netflix'] },
  { prompt: 'survy about our new cafe menu', mentions: ['menu'] },
  { prompt: 'custmer feedback for the pet shop', mentions: ['pet shop'] },
  { prompt: 'i wanna know what ppl think about our podcast', mentions: ['podcast'] },
  { prompt: 'feedbak on the recruitment process', mentions: ['recruitment'] },
  { prompt: 'questionaire for gym members about the new classes', mentions: ['class'] },
  { prompt: 'why ppl dont finish online courses', mentions: ['online course'] },
  { prompt: 'how is teh new parking system working for staff', mentions: ['parking'] },
  { prompt: 'emplyee wellbeing', mentions: ['wellbeing'] },
  { prompt: 'satisfacton with the school bus service', mentions: ['bus'] },

  // Long, several sentences
  {
    prompt:
      'We run a small chain of three bakeries in Bristol. Lately fewer people come in on weekday mornings. I want to understand why and what would bring them back.',
    mentions: ['bakery'],
  },
  {
    prompt:
      'Our SaaS product helps landlords collect rent. We just shipped automatic reminders. Can you build a survey to see whether landlords find the reminders useful?',
    mentions: ['reminder'],
  },
  {
    prompt:
      "I'm a PhD student researching how older adults use video calls to stay in touch with family. I'd like about 8 questions, nothing too personal.",
    mentions: ['video call'],
    questions: 8,
  },
  {
    prompt:
      'The city council is planning to close the high street to cars on Saturdays. We need to hear from shop owners and residents before the vote.',
    mentions: ['high street'],
  },
  {
    prompt:
      'I coach a youth football team. I want feedback from the parents about training times, communication and the end of season trip.',
    mentions: ['football'],
  },
  {
    prompt:
      "We're a nonprofit that runs free coding classes for refugees. We'd like to know what graduates are doing six months later and what helped them most.",
    mentions: ['coding'],
  },
  {
    prompt:
      'My startup sells refurbished laptops. Before we spend on ads I want to know who buys refurbished electronics and what makes them trust a seller.',
    mentions: ['refurbished'],
  },
  {
    prompt:
      'Hi! I organise a monthly book swap in our neighbourhood. Could you make a survey to ask people what they like about it and what we should change? Keep it short please.',
    mentions: ['book swap'],
  },
  {
    prompt:
      'We moved our support from email to a chatbot last quarter. Complaints went up. Help me find out what is going wrong for customers.',
    mentions: ['chatbot'],
  },
  {
    prompt:
      'Our university library wants to know how students would use a 24 hour study space. 6 questions max.',
    mentions: ['study space'],
    questions: 6,
  },

  // Different audiences and domains
  { prompt: 'Survey for truck drivers about rest stops', mentions: ['rest stop'] },
  { prompt: 'ask gamers what they think of loot boxes', mentions: ['loot box'] },
  { prompt: 'a survey for retirees about online banking', mentions: ['online banking'] },
  { prompt: 'Feedback from hotel housekeeping staff on the new cleaning checklist', mentions: ['checklist'] },
  { prompt: 'survey of restaurant owners about food delivery apps', mentions: ['food delivery'] },
  { prompt: 'what do vegans look for in a restaurant', mentions: ['restaurant'] },
  { prompt: 'Dog owners and the new off-leash park', mentions: ['park'] },
  { prompt: 'musicians and streaming royalties', mentions: ['royalties'] },
  { prompt: 'Research on how nurses use the new patient records system', mentions: ['records system'] },
  { prompt: 'How do gardeners choose seeds?', mentions: ['seed'] },
  { prompt: 'Tourists experience of the Amsterdam canal tours', mentions: ['canal tour'] },
  { prompt: 'survey about the new self-checkout machines at our supermarket', mentions: ['self-checkout'] },
  { prompt: 'What do our Airbnb guests think of the apartment', mentions: ['apartment'] },
  { prompt: 'Learn why trial users do not upgrade to the paid plan', mentions: ['paid plan'] },
  { prompt: 'understand how warehouse pickers use the handheld scanners', mentions: ['scanner'] },
  { prompt: 'Feedback on the new bus timetable from commuters in Leeds', mentions: ['timetable'] },
  { prompt: 'How do cyclists feel about sharing paths with e-scooters?', mentions: ['e-scooter'] },
];
