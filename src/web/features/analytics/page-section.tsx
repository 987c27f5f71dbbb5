import { useId } from 'react';
import { LayoutTemplate } from 'lucide-react';
import type { ReportBlock, ReportPage } from '#shared/report/report-types.ts';
import { cn } from '../../lib/cn.ts';
import { humanizeType } from './analytics-format.ts';
import { MediaSetBlock } from './media-set-block.tsx';
import { QuestionSetBlock } from './question-set-block.tsx';

/** One survey page of the report: its type, title, description and a grid of its blocks. */
export function PageSection({
  page,
  number,
  total,
  questionNumbers,
}: {
  page: ReportPage;
  number: number;
  total: number;
  /** Each question's number as respondents saw it. */
  questionNumbers: ReadonlyMap<string, number>;
}) {
  const headingId = useId();
  const blocks = page.content_blocks ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card overflow-hidden border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-7">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-md bg-slate-900 px-2 py-0.5 font-semibold tracking-wider text-white uppercase">
            {humanizeType(page.page_type ?? 'PAGE')}
          </span>
          <span className="text-slate-500">
            Page {number} of {total}
          </span>
        </div>
        <h2
          id={headingId}
          dir="auto"
          className="mt-2 text-start text-xl font-semibold tracking-tight break-words text-slate-900"
        >
          {page.title?.trim() ? page.title : `Page ${number}`}
        </h2>
        {page.description?.trim() ? (
          <p
            dir="auto"
            className="mt-1 max-w-3xl text-start text-sm leading-6 whitespace-pre-line text-slate-600"
          >
            {page.description}
          </p>
        ) : null}
      </div>

      {blocks.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <LayoutTemplate aria-hidden="true" className="size-8 text-slate-300" />
          <h3 className="mt-3 text-sm font-semibold text-slate-800">No Content Blocks</h3>
          <p className="mt-1 text-sm text-slate-500">
            This page doesn&apos;t have any content blocks to analyze.
          </p>
        </div>
      ) : (
        <div
          className={cn(
            'grid gap-px bg-slate-100',
            blocks.length > 1 ? 'grid-cols-1 xl:grid-cols-2' : 'grid-cols-1',
          )}
        >
          {blocks.map((block, index) => (
            <div key={block?.id ?? index} className="min-w-0 bg-white p-5 sm:p-7">
              <BlockView block={block} questionNumbers={questionNumbers} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function BlockView({
  block,
  questionNumbers,
}: {
  block: ReportBlock | null | undefined;
  questionNumbers: ReadonlyMap<string, number>;
}) {
  if (!block) return <p className="text-sm text-slate-500">No content block data available.</p>;
  switch (block.type) {
    case 'QUESTION_SET':
      return <QuestionSetBlock questions={block.items ?? []} numbers={questionNumbers} />;
    case 'MEDIA_SET':
      return <MediaSetBlock items={block.items ?? []} />;
    default:
      return (
        <p className="text-sm text-slate-500">
          Unknown content block type: {String((block as { type?: unknown }).type)}
        </p>
      );
  }
}
