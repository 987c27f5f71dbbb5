import { afterAll, describe, expect, test, vi } from 'vitest';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import { stoppedReplyNote } from '#shared/chat/stopped-reply.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import type { Assistant } from './assistant.ts';
import { history } from './chat-test-support.ts';

// A reply the author stops is stored as what the turn did by then (issue 13 point 6), not as a
// generic error and never as the half-written text claiming more.

/** Says it is about to build a survey, builds one only when told to, then waits to be stopped. */
function slowAssistant(options: { create: boolean }): Assistant {
  return {
    kind: 'offline',
    async respond(context, sink) {
      if (options.create) await sink.createSurvey({ ...createStarterSurvey(), title: 'Tea tasting' });
      await sink.text("I've created a survey about tea and I'm now describing it");
      await new Promise<void>((resolve) => {
        if (context.signal.aborted) resolve();
        context.signal.addEventListener('abort', () => resolve(), { once: true });
      });
    },
  };
}

describe.each(testDatabases())('a stopped turn on $name', (target) => {
  const servers: TestServer[] = [];
  const open = async (create: boolean) => {
    const server = await createTestServer(await target.open(), {}, { assistant: slowAssistant({ create }) });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** Starts a turn, reads until the answer's words arrive, then goes away as Stop does. */
  async function stopMidAnswer(server: TestServer) {
    const owner = await signedInClient(server);
    const response = await owner.request('/api/chat', { json: { message: 'A tea survey please' } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('describing it')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    const sessionId = /"sessionId":"([^"]+)"/.exec(received)?.[1];
    await reader.cancel();
    expect(sessionId).toBeDefined();
    // The turn's record is written once the server has seen the stop.
    const last = await vi.waitFor(
      async () => {
        const message = (await history(owner, sessionId!)).messages.at(-1);
        expect(message?.role).toBe('assistant');
        return message;
      },
      { timeout: 5000 },
    );
    return last;
  }

  test('nothing made yet: the record says nothing was created or changed', async () => {
    const last = await stopMidAnswer(await open(false));
    expect(last).toMatchObject({
      role: 'assistant',
      content: 'Stopped before anything was created or changed.',
      is_error: true,
      artifact: null,
    });
  });

  test('a survey made before the stop: the record names it', async () => {
    const last = await stopMidAnswer(await open(true));
    expect(last?.content).toBe(stoppedReplyNote({ change: 'created', title: 'Tea tasting' }));
    expect(last?.content).toBe('Stopped. “Tea tasting” was created; the rest of the reply was not written.');
    expect(last?.artifact).toMatchObject({ title: 'Tea tasting', change: 'created' });
  });
});
