import { readFileSync } from 'node:fs';
import { offlineReply } from '../offline-assistant.ts';
import { listQuestions } from '../question-index.ts';

// `npx tsx src/server/assistant/offline/eval/show-drafts-cli.ts prompts.txt`: for each line of the
// file (or of stdin), the offline assistant's first reply and the survey it drafts, question by
// question, for a person to read. The eval's checks catch broken wording; only reading catches a
// survey that is grammatical but asks the wrong things.

const source =
  process.argv[2] === undefined ? readFileSync(0, 'utf8') : readFileSync(process.argv[2], 'utf8');
const prompts = source
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

for (const prompt of prompts) {
  const reply = offlineReply({ message: prompt, survey: null });
  console.log(`\n### ${prompt}`);
  console.log(`reply: ${reply.text.split('\n')[0]}`);
  if (reply.action?.kind !== 'create') {
    console.log('(no survey created)');
    continue;
  }
  const survey = reply.action.survey;
  console.log(`title: ${survey.title}`);
  for (const { question } of listQuestions(survey)) {
    const options =
      'options' in question.response_options
        ? ` [${question.response_options.options.map((option) => option.text).join(' | ')}]`
        : '';
    console.log(`- (${question.response_type}) ${question.text}${options}`);
  }
}
