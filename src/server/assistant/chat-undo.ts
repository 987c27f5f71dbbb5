import type { ChatEvent } from '#shared/chat/chat-events.ts';
import { UNDO_UNAVAILABLE_MESSAGE } from '#shared/chat/chat-types.ts';
import type { Database } from '../db/client.ts';
import type { surveys } from '../db/schema.ts';
import { getOwnedSurvey, saveDraft } from '../surveys/survey-store.ts';
import { clearUndo, insertMessage, latestUndo, moveUndoToVersion, touchSession } from './chat-store.ts';
import { plural, quote } from './offline/text-tools.ts';

type SurveyRow = typeof surveys.$inferSelect;

// Undoing the assistant's changes to a chat's survey, one turn at a time, newest first (the Undo
// button and "undo the last two changes" both come here). A turn's undo restores the draft from
// before it only while the survey is still exactly what the assistant left: an edit the author made
// since is never thrown away. Undoing one turn makes the turn before it undoable only when that turn
// produced the very draft the undone one started from (docs/decisions/008).

export type UndoStep =
  | { kind: 'undone'; survey: SurveyRow; undoneMessageId: string; nextUndoMessageId: string | null }
  | { kind: 'nothing-to-undo' }
  | { kind: 'edited-since' };

/** Takes back the newest assistant change of the session, if it can be without losing an edit. */
export async function undoLatestChange(db: Database, userId: string, sessionId: string): Promise<UndoStep> {
  const undo = await latestUndo(db, sessionId);
  if (!undo?.surveyId) return { kind: 'nothing-to-undo' };
  const survey = await getOwnedSurvey(db, userId, undo.surveyId);
  if (survey.draftVersion !== undo.resultVersion) return { kind: 'edited-since' };
  const saved = await saveDraft(db, userId, survey.id, undo.previousDraft, survey.draftVersion);
  if (!saved.ok) return { kind: 'edited-since' };
  await clearUndo(db, undo.id);

  const earlier = await latestUndo(db, sessionId);
  const chained =
    earlier !== null &&
    earlier.surveyId === undo.surveyId &&
    undo.previousVersion !== null &&
    earlier.resultVersion === undo.previousVersion;
  if (chained) await moveUndoToVersion(db, earlier.id, saved.version);
  return {
    kind: 'undone',
    survey: await getOwnedSurvey(db, userId, survey.id),
    undoneMessageId: undo.id,
    nextUndoMessageId: chained ? earlier.id : null,
  };
}

export interface UndoTurnResult {
  text: string;
  /** The survey as it is after the undos, when at least one was made. */
  survey: SurveyRow | null;
  nextUndoMessageId: string | null;
}

/** Takes back up to `steps` changes, stopping at the first that can't be, and says what happened. */
export async function undoSteps(
  db: Database,
  userId: string,
  sessionId: string,
  steps: number,
): Promise<UndoTurnResult> {
  let undone = 0;
  let survey: SurveyRow | null = null;
  let nextUndoMessageId: string | null = null;
  let stop: Exclude<UndoStep['kind'], 'undone'> | null = null;
  while (undone < steps) {
    const step = await undoLatestChange(db, userId, sessionId);
    if (step.kind !== 'undone') {
      stop = step.kind;
      break;
    }
    undone += 1;
    survey = step.survey;
    nextUndoMessageId = step.nextUndoMessageId;
    // Without a chained earlier change there is nothing more this chat can take back safely.
    if (nextUndoMessageId === null && undone < steps) {
      stop = (await latestUndo(db, sessionId)) ? 'edited-since' : 'nothing-to-undo';
      break;
    }
  }
  return { text: describeUndo(steps, undone, stop, survey), survey, nextUndoMessageId };
}

function describeUndo(
  asked: number,
  undone: number,
  stop: Exclude<UndoStep['kind'], 'undone'> | null,
  survey: SurveyRow | null,
): string {
  if (undone === 0) {
    return stop === 'edited-since'
      ? `${UNDO_UNAVAILABLE_MESSAGE} Nothing was changed.`
      : 'There is no assistant change to undo in this chat. (A survey the assistant created stays; you can delete it from your surveys.)';
  }
  const title = quote(survey?.title || 'the survey');
  const did =
    undone === 1 ? `Undid the last change to ${title}.` : `Undid the last ${undone} changes to ${title}.`;
  if (undone >= asked || stop === null) return did;
  const missing = asked - undone;
  const reason =
    stop === 'edited-since'
      ? `The change before ${undone === 1 ? 'it' : 'them'} can't be undone: the survey was edited in between, and undoing it would throw away those edits.`
      : `There ${missing === 1 ? 'is no earlier assistant change' : 'are no earlier assistant changes'} to undo in this chat.`;
  return `${did} ${reason} (You asked for ${plural(asked, 'change')}.)`;
}

/**
 * A chat turn that asks to undo: answered here, not by the assistant (so it works the same with or
 * without a model), stored like any turn. The survey card refreshes the open editor, and the `undo`
 * event tells the chat which earlier change can be undone next.
 */
export async function answerUndoTurn(
  db: Database,
  userId: string,
  sessionId: string,
  steps: number,
  emit: (event: ChatEvent) => Promise<void>,
): Promise<void> {
  const result = await undoSteps(db, userId, sessionId, steps);
  if (result.survey) {
    await emit({
      event: 'artifact',
      data: {
        surveyId: result.survey.id,
        title: result.survey.title,
        change: 'updated',
        version: result.survey.draftVersion,
        undoable: false,
      },
    });
  }
  await emit({ event: 'delta', data: { text: result.text } });
  await emit({ event: 'undo', data: { undoableMessageId: result.nextUndoMessageId } });
  const messageId = await insertMessage(db, {
    sessionId,
    role: 'assistant',
    content: result.text,
    type: result.survey ? 'survey' : 'text',
    surveyId: result.survey?.id ?? null,
  });
  await touchSession(db, sessionId);
  await emit({ event: 'done', data: { messageId } });
}
