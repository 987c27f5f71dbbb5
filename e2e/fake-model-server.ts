import http from 'node:http';
import { headlineTest } from '../src/server/test-support/headline-test-survey.ts';

// A stand-in for an OpenAI-compatible model (Ollama, vLLM…) for the browser journey: it speaks the
// streamed chat-completions protocol and decides like a tiny model would, from the last message.
// Asked to create, it calls create_survey; asked to rename, it calls apply_edits; after a tool
// result it confirms in words and offers a suggestion.

const port = Number(process.env.FAKE_MODEL_PORT ?? 4320);

type Message = { role: string; content: unknown };

function decide(messages: Message[]): { text?: string; tool?: { name: string; arguments: unknown } } {
  const last = messages.at(-1);
  if (last?.role === 'tool') {
    const called = JSON.stringify(messages.at(-2) ?? '');
    if (called.includes('suggest_replies')) return { text: 'Done. The survey is open beside this chat.' };
    return {
      tool: { name: 'suggest_replies', arguments: { items: ['Rename the survey to Headline showdown'] } },
    };
  }
  const text = typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
  const rename = /rename the survey to (.+)$/i.exec(text.trim());
  if (rename) {
    return {
      tool: { name: 'apply_edits', arguments: { edits: [{ op: 'set_survey_details', title: rename[1] }] } },
    };
  }
  if (/create|concept|survey/i.test(text))
    return { tool: { name: 'create_survey', arguments: headlineTest } };
  return { text: 'Tell me what you would like to learn and I will draft a survey.' };
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { messages?: Message[] };
    const reply = decide(body.messages ?? []);
    const chunk = (delta: unknown, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-e2e',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'e2e-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (reply.tool) {
      const call = {
        index: 0,
        id: `call_${Date.now()}`,
        type: 'function',
        function: { name: reply.tool.name, arguments: JSON.stringify(reply.tool.arguments) },
      };
      response.write(chunk({ role: 'assistant', tool_calls: [call] }));
      response.write(chunk({}, 'tool_calls'));
    } else {
      for (const word of reply.text?.match(/\s*\S+/g) ?? [])
        response.write(chunk({ role: 'assistant', content: word }));
      response.write(chunk({}, 'stop'));
    }
    response.end('data: [DONE]\n\n');
  });
});
server.listen(port, '127.0.0.1');
