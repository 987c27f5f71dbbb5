/**
 * A survey for voice-note tests: one required and one optional free-response question behind a
 * welcome page that asks for nothing.
 */
export function voiceNoteSurvey(title: string) {
  return {
    title,
    pages: [
      { page_type: 'WELCOME', options: { collectName: 'hidden', collectEmail: 'hidden' } },
      {
        page_type: 'STANDARD',
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: [
              { text: 'What would you change?', response_type: 'FREE_RESPONSE', required: true },
              { text: 'Anything else?', response_type: 'FREE_RESPONSE', required: false },
            ],
          },
        ],
      },
    ],
  };
}
