/**
 * Content of the footer's secondary pages. Everything here must stay true of Pollen as it ships: no
 * invented customers, addresses, job openings or posts. Text in `backticks` renders as code.
 */
import type { InfoSlug } from '#shared/site/info-slugs.ts';

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  code?: string;
}

export interface InfoPageContent {
  category: 'Product' | 'Resources' | 'Company' | 'Legal';
  title: string;
  lead: string;
  sections: InfoSection[];
  related: InfoSlug[];
}

export const infoPages: Record<InfoSlug, InfoPageContent> = {
  templates: {
    category: 'Product',
    title: 'Templates',
    lead: 'You rarely start from a blank form in Pollen: tell the assistant what you want to learn and it drafts the survey for you.',
    sections: [
      {
        heading: 'Start from a sentence',
        paragraphs: [
          'Open a new chat and describe your study in plain words: who you are asking, what you need to decide and how long it should take. The assistant drafts a multi-page survey with a welcome page, the questions and a thank-you page.',
        ],
      },
      {
        heading: 'Ideas to start from',
        items: [
          'Checkout experience: a 1–5 rating for how easy checkout was, plus one open question about what almost stopped people.',
          'Headline test: three headlines as a single choice question, then a short “why?”.',
          'Concept test: two or three images, links or text snippets as variants, with the same question asked about each.',
          'Onboarding check-in: what people expected, what surprised them and what they would change.',
        ],
      },
      {
        heading: 'Make it yours',
        paragraphs: [
          'Every draft is editable inline: reword questions, change answer options, add images or links. Your changes are saved as you go, and respondents only see the survey once you publish it.',
        ],
      },
    ],
    related: ['guides', 'help'],
  },

  integrations: {
    category: 'Product',
    title: 'Integrations',
    lead: 'Pollen runs on its own with no outside services, and connects to the infrastructure you already have when you want it to.',
    sections: [
      {
        heading: 'Works out of the box',
        paragraphs: [
          '`npm ci && npm start` starts Pollen with an embedded PostgreSQL database and keeps its data and uploaded files in a local folder. Nothing else is needed to try it.',
        ],
      },
      {
        heading: 'PostgreSQL and S3-compatible storage',
        paragraphs: [
          'Set `DATABASE_URL` to run on your own PostgreSQL server instead of the embedded database; the same migrations run on both. Files and voice notes can be kept in any S3-compatible object storage, configured with the `S3_*` settings.',
        ],
      },
      {
        heading: 'E-mail over SMTP',
        paragraphs: [
          'With `SMTP_URL` set, Pollen sends account e-mails such as confirmations and password resets through your mail server. Without it, those e-mails are written to the server log instead.',
        ],
      },
      {
        heading: 'Language models',
        paragraphs: [
          'The assistant can use OpenAI, Anthropic or any OpenAI-compatible endpoint, such as Ollama or vLLM running on your own hardware. With no model configured, a built-in offline generator drafts surveys instead.',
        ],
      },
    ],
    related: ['api', 'about'],
  },

  help: {
    category: 'Resources',
    title: 'Help center',
    lead: 'The essentials: building a survey in Pollen, sharing it and reading the results.',
    sections: [
      {
        heading: 'Create a survey',
        paragraphs: [
          'Sign up, open a chat and describe what you want to learn. The assistant drafts the survey; edit any part of it inline and your changes are saved as you go.',
        ],
      },
      {
        heading: 'Share it',
        paragraphs: [
          'Publish the survey to get a public link. Anyone with the link can answer on a phone or a computer, one question per step. Respondents don’t need an account: they give a name and, if they like, an e-mail address.',
        ],
      },
      {
        heading: 'Read the results',
        paragraphs: [
          'The analytics page shows averages, distributions and free-text answers for each question as responses come in. Only the survey’s owner can see them.',
        ],
      },
      {
        heading: 'Still stuck?',
        paragraphs: ['The Contact page explains how to reach the people who run your Pollen.'],
      },
    ],
    related: ['guides', 'contact'],
  },

  guides: {
    category: 'Resources',
    title: 'Guides',
    lead: 'Short, practical advice for surveys people finish and results you can act on.',
    sections: [
      {
        heading: 'Write questions people finish',
        items: [
          'Ask one thing per question.',
          'Prefer a quick rating or choice, and save open questions for what matters most.',
          'Tell people up front roughly how long it will take.',
          'When the answer is a story, let people leave a voice note instead of typing.',
        ],
      },
      {
        heading: 'Run a fair concept test',
        paragraphs: [
          'Show every variant in the same format and at the same size, change one thing at a time, and ask the same question about each one. Otherwise you learn which slide looked nicer, not which idea works.',
        ],
      },
      {
        heading: 'Read results with care',
        paragraphs: [
          'Look at the distribution, not just the average: a 3.0 can hide a split between 1s and 5s. Read the free-text answers next to the numbers; they usually explain them.',
        ],
      },
    ],
    related: ['templates', 'help'],
  },

  blog: {
    category: 'Resources',
    title: 'Blog',
    lead: 'Nothing has been posted here yet.',
    sections: [
      {
        heading: 'In the meantime',
        paragraphs: [
          'The Guides page has practical advice on writing surveys and reading results, and the Contact page explains who to get in touch with.',
        ],
      },
    ],
    related: ['guides', 'contact'],
  },

  api: {
    category: 'Resources',
    title: 'API',
    lead: 'Everything the Pollen web app does goes through a JSON API served by your own Pollen server.',
    sections: [
      {
        heading: 'Where it lives',
        paragraphs: [
          'All endpoints are under `/api` on your Pollen server. Requests and responses are JSON, apart from a few such as file and audio uploads.',
        ],
      },
      {
        heading: 'Authentication',
        paragraphs: [
          'Sign-up, sign-in and sessions are handled under `/api/auth`. Signing in sets an HttpOnly session cookie that authenticates the requests that follow.',
        ],
      },
      {
        heading: 'Errors',
        paragraphs: [
          'A request that fails answers with an error status and a body of this shape, where `code` is a short machine-readable identifier and `message` explains the problem to a person:',
        ],
        code: '{ "error": { "code": "…", "message": "…" } }',
      },
    ],
    related: ['integrations', 'help'],
  },

  about: {
    category: 'Company',
    title: 'About Pollen',
    lead: 'Pollen is an AI-first builder for surveys and concept tests, made for researchers who need honest answers quickly.',
    sections: [
      {
        heading: 'What it does',
        paragraphs: [
          'Describe a study to the assistant and get a draft survey, edit it inline, publish it, share one link and read the results as they arrive. Respondents answer one question at a time on any phone, and can leave voice notes.',
        ],
      },
      {
        heading: 'How it runs',
        paragraphs: [
          'Pollen is self-hostable. It starts with `npm ci && npm start` on an embedded PostgreSQL database, and can move onto a PostgreSQL server, S3-compatible storage, SMTP and the language model of your choice when you need them.',
        ],
      },
      {
        heading: 'Private by default',
        paragraphs: [
          'Your browser makes no requests to third-party hosts while you use Pollen: fonts, icons and images all come from your own Pollen server. Pollen sets no tracking cookies.',
        ],
      },
    ],
    related: ['integrations', 'privacy', 'contact'],
  },

  careers: {
    category: 'Company',
    title: 'Careers',
    lead: 'There are no open positions posted right now.',
    sections: [
      {
        heading: 'Getting in touch',
        paragraphs: [
          'Openings will be listed on this page when there are any. Until then, the Contact page explains who to get in touch with.',
        ],
      },
    ],
    related: ['about', 'contact'],
  },

  contact: {
    category: 'Company',
    title: 'Contact',
    lead: 'Pollen runs on servers chosen by the organisation that set it up, so the quickest help usually comes from the people who run yours.',
    sections: [
      {
        heading: 'Accounts, surveys and settings',
        paragraphs: [
          'Write to your administrator: the person or team who set up this Pollen deployment. They can see its settings and logs, and can help with accounts, data and configuration.',
        ],
      },
      {
        heading: 'Bugs and feature requests',
        paragraphs: [
          'Open an issue in your Pollen deployment’s repository. Say what you did, what you expected and what happened instead; the time it happened and a screenshot help.',
        ],
      },
      {
        heading: 'If you answered a survey',
        paragraphs: [
          'Questions about your answers go to the person or organisation that sent you the survey link: they own the survey and its responses.',
        ],
      },
    ],
    related: ['help', 'privacy'],
  },

  press: {
    category: 'Company',
    title: 'Press',
    lead: 'There are no press releases or press kit yet.',
    sections: [
      {
        heading: 'Describing Pollen',
        paragraphs: [
          'Pollen is an AI-first survey and concept-test builder. It is self-hostable, and its respondents answer one question at a time on their phones.',
        ],
      },
      {
        heading: 'Enquiries',
        paragraphs: ['For anything else, the Contact page explains who to get in touch with.'],
      },
    ],
    related: ['about', 'contact'],
  },

  privacy: {
    category: 'Legal',
    title: 'Privacy',
    lead: 'Pollen stores what it needs to run surveys, and nothing for advertising or tracking. This page explains what is kept and where.',
    sections: [
      {
        heading: 'What respondents share',
        paragraphs: [
          'Respondents answer without an account. They give a name, optionally an e-mail address, and their answers, including any voice notes they choose to record. Pollen also keeps technical details such as when a response was submitted and the browser’s user-agent string.',
        ],
      },
      {
        heading: 'What survey owners share',
        paragraphs: [
          'Owners sign up with an e-mail address and a password. Pollen stores their surveys, their conversations with the assistant and the files they upload.',
        ],
      },
      {
        heading: 'Where it is kept',
        paragraphs: [
          'Everything is stored in the database and file storage of the Pollen deployment you are using, run by the organisation that set it up. Your browser makes no requests to third-party hosts. If the deployment is set up with an external language model, messages sent to the assistant are processed by that provider; likewise, voice notes go to a transcription service if one is configured.',
        ],
      },
      {
        heading: 'Deleting data',
        paragraphs: [
          'Owners can delete a survey together with all its responses at any time. For anything else, such as removing an account, contact the administrator of your deployment.',
        ],
      },
    ],
    related: ['cookies', 'terms', 'contact'],
  },

  terms: {
    category: 'Legal',
    title: 'Terms of use',
    lead: 'The basics of using Pollen fairly. The organisation that runs this deployment may add its own terms; your administrator can tell you about them.',
    sections: [
      {
        heading: 'Your surveys and responses',
        paragraphs: [
          'You are responsible for the surveys you publish and the answers they collect. Ask only for what you need, and tell respondents how their answers will be used.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Don’t use Pollen to collect data you have no right to collect, to mislead respondents or to spread spam through share links.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'Each Pollen deployment is run by its own organisation, which decides how it is hosted, backed up and kept available.',
        ],
      },
    ],
    related: ['privacy', 'cookies'],
  },

  cookies: {
    category: 'Legal',
    title: 'Cookies',
    lead: 'Pollen sets one cookie, and only when you sign in.',
    sections: [
      {
        heading: 'The session cookie',
        paragraphs: [
          'When you sign in, Pollen sets a single session cookie so the server knows it is you on the requests that follow. It is HttpOnly, so scripts running in the page cannot read it. Signing in does not work without it.',
        ],
      },
      {
        heading: 'No tracking',
        paragraphs: [
          'Pollen sets no analytics, advertising or tracking cookies, and your browser makes no requests to third-party hosts while you use it.',
        ],
      },
      {
        heading: 'Taking a survey',
        paragraphs: ['Respondents don’t sign in, so answering a survey needs no cookie at all.'],
      },
    ],
    related: ['privacy', 'terms'],
  },
};
