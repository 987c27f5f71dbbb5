import { Mic } from 'lucide-react';
import type { VoiceNoteResult } from '#shared/report/report-types.ts';
import { formatDuration } from '#shared/format/compact-number.ts';
import { Avatar } from './avatar.tsx';
import { displayName, pluralize } from './analytics-format.ts';

/** The voice notes left on a question: a player, the length and the transcript, if there is one. */
export function VoiceNotes({
  notes,
  total,
  questionLabel,
}: {
  notes: VoiceNoteResult[];
  total: number;
  /** The question's text, so each list of voice notes has its own name. */
  questionLabel: string;
}) {
  if (notes.length === 0) return null;
  const count = Math.max(total, notes.length);
  return (
    <section aria-label={`Voice notes: ${questionLabel}`} className="mt-6 border-t border-slate-100 pt-5">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Mic aria-hidden="true" className="text-brand-600 size-4" />
        {pluralize(count, 'voice note')}
      </h4>
      <ul className="mt-3 space-y-3">
        {notes.map((note) => {
          const name = displayName(note.name);
          return (
            <li key={note.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
              <div className="flex items-center gap-2">
                <Avatar name={note.name} seed={note.submission_id ?? note.id} size="sm" />
                <span dir="auto" className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                  {name}
                </span>
                {note.duration_seconds !== null && note.duration_seconds !== undefined ? (
                  <span className="text-xs text-slate-500 tabular-nums">
                    <span className="sr-only">Length </span>
                    {formatDuration(note.duration_seconds)}
                  </span>
                ) : null}
              </div>
              <audio
                controls
                preload="none"
                src={note.audio_url}
                aria-label={`Voice note from ${name}`}
                className="mt-2 h-9 w-full"
              />
              {note.transcription?.trim() ? (
                <blockquote dir="auto" className="mt-2 text-start text-sm leading-6 text-slate-700">
                  “{note.transcription}”
                </blockquote>
              ) : (
                <p className="mt-2 text-sm text-slate-500 italic">No transcript</p>
              )}
            </li>
          );
        })}
      </ul>
      {count > notes.length ? (
        <p className="mt-3 text-xs text-slate-500">
          Showing the newest {notes.length} of {count.toLocaleString('en-US')} voice notes.
        </p>
      ) : null}
    </section>
  );
}
