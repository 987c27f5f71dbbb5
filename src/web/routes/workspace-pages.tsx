import { useParams } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';

// The owner workspace's pages. Their full contents arrive with the chat, editor, dashboard and
// analytics issues; until then each shows the true state of an account that has no surveys yet.

function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <span className="bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-2xl">
        {icon}
      </span>
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export function ChatHomePage() {
  return (
    <div className="px-6 pt-16 sm:pt-24">
      <div className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Welcome!</h1>
        <p className="mt-3 text-lg text-slate-600">What are we working on today?</p>
      </div>
      <EmptyState
        icon={<MessageSquareText aria-hidden="true" className="size-7" />}
        title="The assistant is being set up"
      >
        Soon you will describe what you want to learn here, and Pollen will draft the survey or concept test
        for you to polish and publish.
      </EmptyState>
    </div>
  );
}

export function ChatSessionPage() {
  const { sessionId } = useParams();
  return (
    <EmptyState icon={<MessageSquareText aria-hidden="true" className="size-7" />} title="Chat not found">
      There is no saved chat with the id <code className="rounded bg-slate-100 px-1">{sessionId}</code> in
      your account.
    </EmptyState>
  );
}
