import { expect } from 'vitest';
import { ChatEventParser, type ChatEvent } from '#shared/chat/chat-events.ts';
import type { ChatHistory, ChatRequest } from '#shared/chat/chat-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { signedInClient } from '../test-support/accounts.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** Sends one chat turn and reads its whole event stream. */
export async function chat(client: Client, request: ChatRequest): Promise<ChatEvent[]> {
  const response = await client.request('/api/chat', { json: request });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return new ChatEventParser().push(await response.text());
}

export function eventsOf<Name extends ChatEvent['event']>(events: ChatEvent[], name: Name) {
  return events.filter((event): event is Extract<ChatEvent, { event: Name }> => event.event === name);
}

export function only<Name extends ChatEvent['event']>(events: ChatEvent[], name: Name) {
  const found = eventsOf(events, name);
  expect(found, `exactly one ${name} event`).toHaveLength(1);
  return found[0]!.data as Extract<ChatEvent, { event: Name }>['data'];
}

export const answerText = (events: ChatEvent[]) =>
  eventsOf(events, 'delta')
    .map((event) => event.data.text)
    .join('');

export async function history(client: Client, sessionId: string): Promise<ChatHistory> {
  const response = await client.request(`/api/chat/sessions/${sessionId}/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as ChatHistory;
}

export async function survey(client: Client, id: string): Promise<SurveyRecord> {
  const response = await client.request(`/api/surveys/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SurveyRecord;
}
