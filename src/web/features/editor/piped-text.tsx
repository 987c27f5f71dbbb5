import { useContext } from 'react';
import { Link2 } from 'lucide-react';
import {
  pipeNamesBefore,
  pipeSegments,
  withoutStrayBraces,
  type PipeSegment,
} from '#shared/survey/piping.ts';
import { locateQuestion } from '#shared/survey/logic-words.ts';
import { SurveyDocumentContext } from './survey-document-context.ts';

// Piping in the editor (docs/decisions/028): a {{name}} token never shows as raw braces outside the
// field being edited. The preview reads as respondents will see it before an answer is given (the
// fallback), or names where the value will come from in a chip; elsewhere a token is a chip with
// its name.

const MAX_SOURCE_CHARS = 40;

function shortened(text: string): string {
  const clean = text.trim() || 'Untitled question';
  return clean.length > MAX_SOURCE_CHARS ? `${clean.slice(0, MAX_SOURCE_CHARS - 1).trimEnd()}…` : clean;
}

/** What a token without a fallback stands for, in words: "answer to “…”", "source from the link". */
function placeholderWords(segment: Extract<PipeSegment, { kind: 'token' }>): string {
  if (!segment.source) return segment.name ? `unknown name “${segment.name}”` : 'empty name';
  return segment.source.kind === 'hidden_field'
    ? `${segment.name} from the link`
    : `answer to “${shortened(segment.source.label)}”`;
}

/**
 * An author's text as the respondent preview shows it: plain runs without stray braces, a token
 * with a fallback as that fallback (what respondents read while there is no answer), a token
 * without one as a chip naming its source. The question decides what the text may pipe (names from earlier pages).
 */
export function PipedPreviewText({ text, questionId }: { text: string; questionId: string }) {
  const document = useContext(SurveyDocumentContext);
  if (!text.includes('{{') && !text.includes('}}')) return <>{text}</>;
  const located = document ? locateQuestion(document, questionId) : null;
  const names = document && located ? pipeNamesBefore(document, located.page.id) : [];
  return (
    <>
      {pipeSegments(text, names).map((segment, index) => {
        if (segment.kind === 'text') return withoutStrayBraces(segment.raw);
        const from =
          segment.source?.kind === 'hidden_field'
            ? `the hidden field “${segment.name}”`
            : segment.source
              ? `the answer to “${segment.source.label.trim() || 'Untitled question'}”`
              : null;
        if (segment.fallback && from)
          return (
            <span
              key={index}
              title={`Shows ${from}; “${segment.fallback}” until there is one`}
              className="decoration-brand-400 underline decoration-dotted decoration-2 underline-offset-4"
            >
              {segment.fallback}
            </span>
          );
        return (
          <span
            key={index}
            data-pipe-placeholder
            className={
              segment.source
                ? 'border-brand-200 bg-brand-50 text-brand-800 mx-0.5 inline-flex max-w-full items-center gap-1 rounded-md border px-1.5 align-baseline text-[0.85em] font-medium'
                : 'mx-0.5 inline-flex max-w-full items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-1.5 align-baseline text-[0.85em] font-medium text-amber-900'
            }
          >
            <Link2 aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">{placeholderWords(segment)}</span>
          </span>
        );
      })}
    </>
  );
}

/** An author's text with each token as a small chip with its name (the collapsed question's title). */
export function TokenChipsText({ text }: { text: string }) {
  if (!text.includes('{{') && !text.includes('}}')) return <>{text}</>;
  return (
    <>
      {pipeSegments(text, []).map((segment, index) =>
        segment.kind === 'text' ? (
          withoutStrayBraces(segment.raw)
        ) : (
          <span
            key={index}
            className="bg-brand-50 text-brand-800 ring-brand-200 mx-0.5 rounded px-1 font-mono text-[0.85em] ring-1 ring-inset"
          >
            {segment.name || '…'}
          </span>
        ),
      )}
    </>
  );
}
