import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ArrowRight, CalendarX2, CircleCheck, Users } from 'lucide-react';
import { safeRedirectUrl } from '#shared/format/safe-url.ts';
import {
  ALREADY_ANSWERED_TEXT,
  ALREADY_ANSWERED_TITLE,
  CLOSED_BY_DATE_TEXT,
  CLOSED_BY_QUOTA_TEXT,
  CLOSED_TITLE,
  CONTINUE_LABEL,
  LATE_TEXT,
  LATE_TITLE,
  REDIRECT_DELAY_MS,
  type ClosedReason,
} from '#shared/survey/distribution-copy.ts';

// The respondent's side of the distribution controls (docs/decisions/029-distribution-controls.md):
// the closed card, the "already answered" card and the thank-you page's way onward.

/** The closed reason an error reply carries (`fields.reason`); quota when it names none. */
export function closedReasonOf(fields: Record<string, string> | undefined): ClosedReason {
  return fields?.reason === 'date' ? 'date' : 'quota';
}

function Card({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the card, not in a passive effect after it: a screen reader (and a
  // test that finds the heading) can meet the card before a later effect has moved focus.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="mx-auto w-full max-w-md rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 sm:px-10"
    >
      <span className="bg-brand-50 text-brand-700 mx-auto flex size-14 items-center justify-center rounded-full">
        {icon}
      </span>
      <h1
        id={`${testId}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-semibold text-balance text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-3 text-base leading-relaxed text-slate-600">{children}</p>
    </section>
  );
}

/**
 * The share link of a closed survey, or a respondent whose answers arrived after it closed
 * (`late`): told plainly that their answers were not recorded, never dropped silently.
 */
export function ClosedCard({ reason, late = false }: { reason: ClosedReason; late?: boolean }) {
  const Icon = reason === 'date' ? CalendarX2 : Users;
  return (
    <Card
      testId="survey-closed"
      icon={<Icon aria-hidden="true" className="size-7" />}
      title={late ? LATE_TITLE : CLOSED_TITLE}
    >
      {late ? LATE_TEXT[reason] : reason === 'date' ? CLOSED_BY_DATE_TEXT : CLOSED_BY_QUOTA_TEXT}
    </Card>
  );
}

/** One response per browser: this browser already sent its response. */
export function AlreadyAnsweredCard() {
  return (
    <Card
      testId="already-answered"
      icon={<CircleCheck aria-hidden="true" className="size-7" />}
      title={ALREADY_ANSWERED_TITLE}
    >
      {ALREADY_ANSWERED_TEXT}
    </Card>
  );
}

/**
 * Under the thank-you message when the survey leads somewhere: a visible "Continue" link, and the
 * redirect itself after a moment. Only absolute http(s) addresses (checked again here, whatever
 * the server sent); anything else shows nothing and goes nowhere.
 */
export function ContinueLink({
  url,
  delayMs = REDIRECT_DELAY_MS,
  navigate = (href: string) => window.location.assign(href),
}: {
  url: string | null | undefined;
  delayMs?: number;
  navigate?: (href: string) => void;
}) {
  const href = safeRedirectUrl(url);
  useEffect(() => {
    if (!href) return;
    const timer = window.setTimeout(() => navigate(href), delayMs);
    return () => window.clearTimeout(timer);
  }, [href, delayMs, navigate]);
  if (!href) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <a
        href={href}
        rel="noopener"
        className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 inline-flex min-h-12 items-center gap-2 rounded-xl px-6 text-base font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {CONTINUE_LABEL}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
      <p role="status" className="text-sm text-slate-500">
        Taking you to {new URL(href).host} in a moment…
      </p>
    </div>
  );
}
