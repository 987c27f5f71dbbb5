import { ArrowLeftToLine, ArrowRightToLine, CircleHelp, Trash2 } from 'lucide-react';
import { canAddBlock, insertBlock, removeBlock } from '#shared/survey/survey-operations.ts';
import {
  MAX_BLOCKS_PER_PAGE,
  type ContentBlock,
  type MediaSetBlock,
  type Page,
} from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { blockKindLabel, blockKinds, ContentPicker } from './content-picker.tsx';
import { useEditor } from './editor-context.tsx';
import { MediaSet } from './media-set.tsx';
import { QuestionSet } from './question-set.tsx';
import { PageMediaSetContext } from './study-design-control.tsx';

const FULL_HINT = `A page holds at most ${MAX_BLOCKS_PER_PAGE} content blocks`;

function AddAlongside({ page, block, side }: { page: Page; block: ContentBlock; side: 'left' | 'right' }) {
  const { update } = useEditor();
  const Icon = side === 'left' ? ArrowLeftToLine : ArrowRightToLine;
  const label = `Add content ${side === 'left' ? 'left of' : 'right of'} this block`;
  if (!canAddBlock(page)) {
    return (
      <Button variant="ghost" size="icon" className="size-8" aria-label={label} title={FULL_HINT} disabled>
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    );
  }
  return (
    <ContentPicker
      align={side === 'left' ? 'start' : 'end'}
      onPick={(type) => update((doc) => insertBlock(doc, page.id, block.id, side, type))}
    >
      <Button variant="ghost" size="icon" className="size-8 text-slate-500" aria-label={label} title={label}>
        <Icon aria-hidden="true" className="size-4" />
      </Button>
    </ContentPicker>
  );
}

/** One content block: its kind, the add-alongside and remove controls, and its editor. */
export function ContentBlockCard({ page, block }: { page: Page; block: ContentBlock }) {
  const { update, confirm } = useEditor();
  const label = blockKindLabel(block.type);
  const Icon = blockKinds.find((kind) => kind.type === block.type)?.icon ?? CircleHelp;

  const remove = async () => {
    const confirmed = await confirm({
      title: `Remove ${label ?? 'block'}?`,
      message: 'This block and everything in it will be removed from the page.',
      confirmLabel: 'Remove block',
    });
    if (confirmed) update((doc) => removeBlock(doc, { pageId: page.id, blockId: block.id }));
  };

  return (
    <section
      aria-label={label ?? 'Unknown block'}
      data-testid="content-block"
      className="@container flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 py-1.5 pr-1.5 pl-3">
        <span
          className={cn(
            'flex size-6 items-center justify-center rounded-md',
            block.type === 'MEDIA_SET' ? 'bg-amber-50 text-amber-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
        </span>
        <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{label ?? 'Unknown'}</h4>
        <div className="ml-auto flex items-center">
          <AddAlongside page={page} block={block} side="left" />
          <AddAlongside page={page} block={block} side="right" />
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-slate-500 hover:bg-red-50 hover:text-red-700"
            aria-label={`Remove ${label ?? 'block'} block`}
            title="Remove block"
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </header>
      <div className="p-3 sm:p-4">
        {block.type === 'QUESTION_SET' ? (
          <PageMediaSetContext.Provider value={firstMediaSetOf(page)}>
            <QuestionSet pageId={page.id} block={block} />
          </PageMediaSetContext.Provider>
        ) : block.type === 'MEDIA_SET' ? (
          <MediaSet pageId={page.id} block={block} />
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            Unknown block type
          </p>
        )}
      </div>
    </section>
  );
}

/** The page's first media set: the one its questions are asked about. */
function firstMediaSetOf(page: Page): MediaSetBlock | null {
  const sets = [...page.content_blocks]
    .sort((a, b) => a.position - b.position)
    .filter((block): block is MediaSetBlock => block.type === 'MEDIA_SET');
  return sets[0] ?? null;
}
