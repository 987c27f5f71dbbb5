/** Lenient survey input that passes the publish checks: a welcome page, one text question, thanks. */
export const publishableSurvey = {
  title: 'Lunch poll',
  pages: [
    { page_type: 'welcome', title: 'Welcome' },
    {
      page_type: 'standard',
      content_blocks: [
        {
          type: 'question set',
          items: [{ text: 'What did you have for lunch?', question_type: 'free response' }],
        },
      ],
    },
    { page_type: 'thank you', title: 'Thanks' },
  ],
};
