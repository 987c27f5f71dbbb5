import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { optimisticChatTitle } from '#shared/chat/chat-display.ts';
import type { ChatEvent } from '#shared/chat/chat-events.ts';
import {
  chatErrorReply,
  type ChatArtifact,
  type ChatMessageView,
  type ChatSessionSummary,
  type PageContext,
} from '#shared/chat/chat-types.ts';
import { ApiError } from '../../lib/api-error.ts';
import { getSurvey } from '../../lib/survey-api.ts';
import { chatQueryKeys, surveyListKeys, surveyQueryKeys } from '../../lib/query-keys.ts';
import type { SurveyEditorHandle } from '../editor/survey-editor.tsx';
import { getChatHistory, streamChat, undoAssistantChange } from './api/chat-api.ts';

// The conversation shown on /chat, /chat/:id and in the docked assistant: one store above the
// routes, so a turn keeps streaming while the author moves between pages.

export type ChatStatus = 'idle' | 'loading-history' | 'streaming';

export interface ChatMessageItem extends ChatMessageView {
  /** Stable render key: the server id for loaded messages, a local temp_ id for new ones. */
  key: string;
  /** The author stopped this answer: its text is what had arrived by then. */
  stopped?: boolean;
}

/** A send that failed: its words, ready to send again (Retry) or to edit in the box. */
export interface FailedSend {
  /** The key of the error message in the conversation that offers Retry. */
  key: string;
  message: string;
  pageContext?: PageContext;
}

export interface ChatHistoryError {
  kind: 'not-found' | 'failed';
  message: string;
}

export interface ChatState {
  sessionId: string | null;
  /** The session's title (from the session event or the loaded history). */
  title: string | null;
  messages: ChatMessageItem[];
  status: ChatStatus;
  /** The assistant's answer while it streams in (its content is the text so far); else null. */
  draft: ChatMessageItem | null;
  /** The last send failed: shown once, as the error reply in the conversation, with Retry. */
  failed: FailedSend | null;
  /** The artifact panel: the survey it shows, or null when closed. */
  panel: { surveyId: string | null };
  historyError: ChatHistoryError | null;
  /** An undo request is running. */
  undoing: boolean;
}

export const DEFAULT_CHAT_ERROR = 'An error occurred';
export const CHANGE_UNDONE = 'Change undone';
export const CHAT_NOT_FOUND = 'Chat not found';

const initialState: ChatState = {
  sessionId: null,
  title: null,
  messages: [],
  status: 'idle',
  draft: null,
  failed: null,
  panel: { surveyId: null },
  historyError: null,
  undoing: false,
};

interface Turn {
  controller: AbortController;
  message: string;
  pageContext?: PageContext;
  /** The session the turn belongs to: the open one, or the new one once its event arrives. */
  sessionId: string | null;
  /** The optimistic entry in the history list, until the server names the real session. */
  tempSessionId: string | null;
}

let tempCounter = 0;
/** Spec owner §9: generated ids are a prefix plus a timestamp and a random suffix. */
export function tempId(): string {
  tempCounter += 1;
  return `temp_${Date.now()}_${tempCounter}${Math.random().toString(36).slice(2, 7)}`;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_CHAT_ERROR;
}

/** "Sorry, I encountered an error: {message}. Please try again." (chatErrorReply drops a doubled full stop). */
function errorReply(message: string): string {
  return chatErrorReply(message.trim() || DEFAULT_CHAT_ERROR);
}

function blankMessage(role: 'user' | 'assistant', content = ''): ChatMessageItem {
  const id = tempId();
  return {
    key: id,
    id,
    role,
    content,
    type: 'text',
    artifact: null,
    suggestions: [],
    is_error: false,
    undoable: false,
    created_at: new Date().toISOString(),
  };
}

const fromView = (message: ChatMessageView): ChatMessageItem => ({ ...message, key: message.id });

/** The editor and analytics pages: the turn works on their survey (the server checks it is yours). */
function pageShowsSurvey(pageContext: PageContext | undefined): boolean {
  return (
    pageContext?.projectId !== undefined &&
    (pageContext.page === 'test-editing' || pageContext.page === 'test-results')
  );
}

/**
 * The chat this browser tab is in, kept for the tab's life (sessionStorage survives reloads and
 * page changes, not new tabs): questions asked in the dock on page after page join it instead of
 * each starting a new history entry.
 */
export const PAGE_SESSION_KEY = 'pollen.chatSession';

function rememberPageSession(sessionId: string | null) {
  try {
    if (sessionId) window.sessionStorage.setItem(PAGE_SESSION_KEY, sessionId);
    else window.sessionStorage.removeItem(PAGE_SESSION_KEY);
  } catch {
    // Storage unavailable (private mode): each page load starts its own chat.
  }
}

function rememberedPageSession(): string | null {
  try {
    return window.sessionStorage.getItem(PAGE_SESSION_KEY);
  } catch {
    return null;
  }
}

export class ChatStore {
  private state: ChatState = initialState;
  private readonly listeners = new Set<() => void>();
  private readonly sessionListeners = new Set<(sessionId: string) => void>();
  private turn: Turn | null = null;
  private historyLoad: AbortController | null = null;
  private editor: { surveyId: string | null; handle: SurveyEditorHandle } | null = null;

  constructor(private readonly queryClient: QueryClient) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ChatState => this.state;

  private set(patch: Partial<ChatState>) {
    if (patch.sessionId !== undefined && patch.sessionId !== this.state.sessionId)
      rememberPageSession(patch.sessionId);
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /**
   * Called with the id of a session the server just created for this conversation (the chat page
   * moves to /chat/{id}). Returns the unsubscribe function.
   */
  onSessionCreated = (listener: (sessionId: string) => void) => {
    this.sessionListeners.add(listener);
    return () => {
      this.sessionListeners.delete(listener);
    };
  };

  /**
   * The open survey editor, so a turn saves its pending edits first and it takes the assistant's
   * changes. `surveyId` defaults to the panel's. Returns a function that unregisters this handle
   * only (a newer registration stays).
   */
  registerEditor = (
    handle: SurveyEditorHandle | null,
    surveyId: string | null = this.state.panel.surveyId,
  ) => {
    this.editor = handle ? { handle, surveyId } : null;
    return () => {
      if (handle && this.editor?.handle === handle) this.editor = null;
    };
  };

  private editorFor(surveyId: string): SurveyEditorHandle | null {
    return this.editor && this.editor.surveyId === surveyId ? this.editor.handle : null;
  }

  // ---- Sending --------------------------------------------------------------------------------

  /**
   * Sends one message: saves the open editor first, shows the message at once (and a temporary
   * history entry for a new chat), then streams the answer into `draft`.
   */
  send = async (text: string, pageContext?: PageContext): Promise<void> => {
    const message = text.trim();
    if (!message || this.state.status !== 'idle') return;

    const turn: Turn = {
      controller: new AbortController(),
      message,
      pageContext,
      sessionId: this.state.sessionId,
      tempSessionId: null,
    };
    this.turn = turn;
    this.set({
      messages: [...this.state.messages, blankMessage('user', message)],
      draft: blankMessage('assistant'),
      status: 'streaming',
      failed: null,
    });
    if (!turn.sessionId) turn.tempSessionId = this.addOptimisticSession(message);

    try {
      // The assistant reads the survey from the server: let it see the author's latest edits.
      await this.editor?.handle.flush();
      if (this.turn !== turn) return;
      await streamChat(
        {
          message,
          sessionId: turn.sessionId ?? undefined,
          // A page that shows a survey names it in its context; the chat page's panel doesn't apply.
          surveyId: pageShowsSurvey(pageContext) ? undefined : (this.state.panel.surveyId ?? undefined),
          pageContext,
        },
        (event) => this.onEvent(turn, event),
        turn.controller.signal,
      );
    } catch (error) {
      // Stopped or replaced by a new chat: that path already tidied up.
      if (this.turn !== turn) return;
      if (isAbort(error)) {
        this.stop();
        return;
      }
      this.fail(turn, messageOf(error));
    }
  };

  private onEvent(turn: Turn, event: ChatEvent) {
    if (this.turn !== turn) return;
    const draft = this.state.draft ?? blankMessage('assistant');
    switch (event.event) {
      case 'session': {
        const { sessionId, title } = event.data;
        const isNew = this.state.sessionId !== sessionId;
        turn.sessionId = sessionId;
        this.set({ sessionId, title });
        this.confirmOptimisticSession(turn, sessionId, title);
        if (isNew) for (const listener of this.sessionListeners) listener(sessionId);
        return;
      }
      case 'delta':
        this.set({ draft: { ...draft, content: draft.content + event.data.text } });
        return;
      case 'artifact': {
        const { surveyId, title, change, undoable } = event.data;
        const artifact: ChatArtifact = { surveyId, title, change };
        this.set({
          draft: { ...draft, type: 'artifact', artifact, undoable },
          // Only the latest change can be undone.
          messages: this.state.messages.map((message) =>
            message.undoable ? { ...message, undoable: false } : message,
          ),
        });
        this.updateSessions((sessions) =>
          sessions.map((session) =>
            session.id === turn.sessionId
              ? { ...session, project_id: surveyId, project_name: title }
              : session,
          ),
        );
        void this.refreshSurvey(artifact);
        return;
      }
      case 'suggestions':
        this.set({ draft: { ...draft, suggestions: event.data.items } });
        return;
      case 'undo':
        // An undo in words: the earlier change it uncovered gets the Undo button.
        this.markUndoable(event.data.undoableMessageId);
        return;
      case 'done':
        this.turn = null;
        this.set({
          messages: [...this.state.messages, { ...draft, id: event.data.messageId }],
          draft: null,
          status: 'idle',
        });
        this.afterTurn(turn);
        return;
      case 'error':
        this.fail(turn, event.data.message, event.data.messageId);
        return;
    }
  }

  /**
   * A failed turn: the error as an assistant message (spec owner §8), shown once (no banner or
   * toast repeating it), with Retry; the author's words go back into the box.
   */
  private fail(turn: Turn, message: string, messageId?: string) {
    const text = message.trim() || DEFAULT_CHAT_ERROR;
    const draft = this.state.draft ?? blankMessage('assistant');
    this.turn = null;
    this.set({
      messages: [
        ...this.state.messages,
        {
          ...draft,
          id: messageId ?? draft.id,
          content: errorReply(text),
          type: draft.artifact ? 'artifact' : 'text',
          suggestions: [],
          is_error: true,
        },
      ],
      draft: null,
      status: 'idle',
      failed: { key: draft.key, message: turn.message, pageContext: turn.pageContext },
    });
    this.afterTurn(turn);
  }

  /** Sends the failed message again; its first attempt and error leave the conversation. */
  retry = async (): Promise<void> => {
    const failed = this.state.failed;
    if (!failed || this.state.status !== 'idle') return;
    const at = this.state.messages.findIndex((message) => message.key === failed.key);
    const attempt = at > 0 && this.state.messages[at - 1]?.role === 'user' ? at - 1 : at;
    this.set({
      messages:
        at < 0
          ? this.state.messages
          : this.state.messages.filter((_, index) => index < attempt || index > at),
      failed: null,
    });
    await this.send(failed.message, failed.pageContext);
  };

  /** Stops the answer: the request is aborted, the text so far stays, marked as stopped. */
  stop = () => {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    turn.controller.abort();
    const draft = this.state.draft;
    this.set({
      messages: draft ? [...this.state.messages, { ...draft, stopped: true }] : this.state.messages,
      draft: null,
      status: 'idle',
    });
    this.afterTurn(turn);
  };

  private afterTurn(turn: Turn) {
    // No session event: the temporary history entry goes (the list is refetched either way, in
    // case the server created the session before the failure).
    if (turn.tempSessionId) this.removeOptimisticSession(turn.tempSessionId);
    void this.queryClient.invalidateQueries({ queryKey: chatQueryKeys.sessions });
    if (turn.sessionId) {
      void this.queryClient.invalidateQueries({ queryKey: chatQueryKeys.history(turn.sessionId) });
    }
  }

  /** The assistant saved a survey: refresh every view of it, the open editor included. */
  private async refreshSurvey(artifact: ChatArtifact) {
    const { surveyId } = artifact;
    void this.queryClient.invalidateQueries({ queryKey: surveyListKeys.all });
    const handle = this.editorFor(surveyId);
    if (!handle) {
      // Not being edited: the next open loads the assistant's version (a panel still loading it
      // refetches now).
      void this.queryClient.invalidateQueries({ queryKey: surveyQueryKeys.detail(surveyId), exact: true });
      return;
    }
    try {
      const record = await getSurvey(surveyId);
      this.queryClient.setQueryData(surveyQueryKeys.detail(surveyId), record);
      this.editorFor(surveyId)?.adopt(record);
    } catch (error) {
      console.error('Could not load the survey the assistant changed', error);
    }
  }

  // ---- Sessions ------------------------------------------------------------------------------

  /** Starts over: no session, no messages, no error, panel closed; a running answer is dropped. */
  newChat = () => {
    this.abortTurn();
    this.historyLoad?.abort();
    this.historyLoad = null;
    this.set({ ...initialState });
  };

  /**
   * The dock on a freshly loaded page: continue the chat this tab was in. A chat that is gone
   * (deleted, another account) is forgotten quietly and the next question starts a new one.
   */
  resumePageSession = async (): Promise<void> => {
    const remembered = rememberedPageSession();
    const { sessionId, messages, status } = this.state;
    if (!remembered || sessionId !== null || messages.length > 0 || status !== 'idle') return;
    await this.openSession(remembered);
    if (this.state.sessionId === remembered && this.state.historyError) this.newChat();
  };

  /** Loads a saved session (the panel stays closed until an artifact card opens it). */
  openSession = async (sessionId: string): Promise<void> => {
    this.abortTurn();
    this.historyLoad?.abort();
    const controller = new AbortController();
    this.historyLoad = controller;
    this.set({
      ...initialState,
      sessionId,
      status: 'loading-history',
    });
    try {
      const history = await getChatHistory(sessionId, controller.signal);
      if (this.historyLoad !== controller) return;
      this.set({
        messages: history.messages.map(fromView),
        title: history.session.title,
        status: 'idle',
      });
    } catch (error) {
      if (this.historyLoad !== controller || isAbort(error)) return;
      const notFound = error instanceof ApiError && error.status === 404;
      this.set({
        status: 'idle',
        historyError: notFound
          ? { kind: 'not-found', message: CHAT_NOT_FOUND }
          : { kind: 'failed', message: messageOf(error) },
      });
    } finally {
      if (this.historyLoad === controller) this.historyLoad = null;
    }
  };

  private abortTurn() {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    turn.controller.abort();
    this.afterTurn(turn);
  }

  // ---- Panel, undo, banner -------------------------------------------------------------------

  openPanel = (surveyId: string) => {
    if (this.state.panel.surveyId !== surveyId) this.set({ panel: { surveyId } });
  };

  closePanel = () => {
    if (this.state.panel.surveyId !== null) this.set({ panel: { surveyId: null } });
  };

  /** Reverts the assistant's last change to the session's survey and shows the result. */
  undo = async (): Promise<void> => {
    const { sessionId, undoing } = this.state;
    if (!sessionId || undoing) return;
    this.set({ undoing: true });
    try {
      // Unsaved edits count as editing since the change: save them so the server can tell.
      await this.editor?.handle.flush();
      const { survey: record, undoableMessageId } = await undoAssistantChange(sessionId);
      this.queryClient.setQueryData(surveyQueryKeys.detail(record.id), record);
      void this.queryClient.invalidateQueries({ queryKey: surveyListKeys.all });
      const handle = this.editorFor(record.id);
      if (handle) handle.adopt(record);
      else this.openPanel(record.id);
      // Several changes undo one after another: the Undo button moves to the change before.
      this.markUndoable(undoableMessageId);
      toast.success(CHANGE_UNDONE);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        this.markUndoable(null);
      toast.error(messageOf(error));
    } finally {
      this.set({ undoing: false });
    }
  };

  /** Only the newest change that can still be undone has the Undo button (null: none has). */
  private markUndoable(messageId: string | null) {
    this.set({
      messages: this.state.messages.map((message) => {
        const undoable = message.id === messageId;
        return message.undoable === undoable ? message : { ...message, undoable };
      }),
    });
  }

  /** The provider is going away: stop network work. */
  dispose() {
    this.turn?.controller.abort();
    this.turn = null;
    this.historyLoad?.abort();
    this.historyLoad = null;
  }

  // ---- History list cache ----------------------------------------------------------------------

  private updateSessions(update: (sessions: ChatSessionSummary[]) => ChatSessionSummary[]) {
    this.queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, (sessions) =>
      Array.isArray(sessions) ? update(sessions) : sessions,
    );
  }

  private addOptimisticSession(message: string): string {
    const now = new Date().toISOString();
    const session: ChatSessionSummary = {
      id: tempId(),
      title: optimisticChatTitle(message),
      session_type: 'chat',
      created_at: now,
      updated_at: now,
      project_id: this.state.panel.surveyId,
      project_name: null,
    };
    this.updateSessions((sessions) => [session, ...sessions]);
    return session.id;
  }

  private confirmOptimisticSession(turn: Turn, sessionId: string, title: string) {
    const tempSessionId = turn.tempSessionId;
    if (!tempSessionId) return;
    turn.tempSessionId = null;
    this.updateSessions((sessions) =>
      sessions.some((session) => session.id === sessionId)
        ? sessions.filter((session) => session.id !== tempSessionId)
        : sessions.map((session) =>
            session.id === tempSessionId
              ? { ...session, id: sessionId, title: title || session.title }
              : session,
          ),
    );
  }

  private removeOptimisticSession(tempSessionId: string) {
    this.updateSessions((sessions) => sessions.filter((session) => session.id !== tempSessionId));
  }
}

const ChatStoreContext = createContext<ChatStore | null>(null);

/** Holds the conversation for every page below it; render it above the /chat routes. */
export function ChatStoreProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [store] = useState(() => new ChatStore(queryClient));
  useEffect(() => () => store.dispose(), [store]);
  return <ChatStoreContext value={store}>{children}</ChatStoreContext>;
}

export function useChatStore(): ChatStore {
  const store = use(ChatStoreContext);
  if (!store) throw new Error('useChat needs a ChatStoreProvider above it');
  return store;
}

export type ChatApi = ChatState &
  Pick<
    ChatStore,
    | 'send'
    | 'stop'
    | 'newChat'
    | 'openSession'
    | 'openPanel'
    | 'closePanel'
    | 'registerEditor'
    | 'undo'
    | 'retry'
    | 'onSessionCreated'
  >;

/** The conversation's state and actions (re-renders on every change, streaming text included). */
export function useChat(): ChatApi {
  const store = useChatStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...state,
    send: store.send,
    stop: store.stop,
    newChat: store.newChat,
    openSession: store.openSession,
    openPanel: store.openPanel,
    closePanel: store.closePanel,
    registerEditor: store.registerEditor,
    undo: store.undo,
    retry: store.retry,
    onSessionCreated: store.onSessionCreated,
  };
}
