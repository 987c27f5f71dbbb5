import { useId, useState } from 'react';
import { FileText, Hand, Heart, LayoutPanelTop, Plus, Trash2, type LucideIcon } from 'lucide-react';
import {
  addPage,
  canAddBlock,
  insertBlock,
  removePage,
  updatePage,
} from '#shared/survey/survey-operations.ts';
import {
  TEXT_LIMITS,
  fieldVisibilities,
  type Page,
  type PageOptions,
  type PageType,
} from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { cn } from '../../lib/cn.ts';
import { ContentBlockCard } from './content-block.tsx';
import { ContentPicker } from './content-picker.tsx';
import { useEditor } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { PageDisplayCondition } from './logic-editor.tsx';
import { ENTITY_ATTRIBUTE } from './new-entity.ts';

export const pageTypeInfo: Record<
  PageType,
  { label: string; description: string; icon: LucideIcon; tone: string; titlePlaceholder: string }
> = {
  WELCOME: {
    label: 'Welcome Page',
    description: 'Greets respondents and asks who they are',
    icon: Hand,
    tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    titlePlaceholder: 'Welcome title',
  },
  STANDARD: {
    label: 'Survey Page',
    description: 'Questions and media',
    icon: FileText,
    tone: 'bg-brand-50 text-brand-800 ring-brand-200',
    titlePlaceholder: 'Page title',
  },
  THANK_YOU: {
    label: 'Thank You Page',
    description: 'Shown after the last answer',
    icon: Heart,
    tone: 'bg-amber-50 text-amber-800 ring-amber-200',
    titlePlaceholder: 'Thank-you title',
  },
};

const pageTypeOrder: PageType[] = ['STANDARD', 'WELCOME', 'THANK_YOU'];

/** A thin divider with an "Add page" popup choosing the new page's type. */
export function AddPageControl({ afterIndex, label }: { afterIndex: number; label: string }) {
  const { update } = useEditor();
  const [open, setOpen] = useState(false);
  return (
    <div className="group flex items-center gap-3 py-1">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 group-hover:bg-slate-300" />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={label}
            className="hover:text-brand-700 rounded-full bg-slate-50 text-slate-500 ring-1 ring-slate-200 hover:bg-white"
          >
            <Plus aria-hidden="true" className="size-4" />
            <span aria-hidden="true">Add page</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent label="Choose page type" align="center">
          <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">New page</p>
          <ul className="grid gap-0.5">
            {pageTypeOrder.map((type) => {
              const info = pageTypeInfo[type];
              const Icon = info.icon;
              return (
                <li key={type}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      update((doc) => addPage(doc, afterIndex, type));
                    }}
                    className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100"
                  >
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-lg ring-1',
                        info.tone,
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4.5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-medium text-slate-900">{info.label}</span>
                      <span className="block text-xs text-slate-500">{info.description}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </PopoverContent>
      </Popover>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200 group-hover:bg-slate-300" />
    </div>
  );
}

const visibilityLabels: Record<(typeof fieldVisibilities)[number], string> = {
  hidden: 'Hidden',
  optional: 'Optional',
  required: 'Required',
};

function VisibilityControl({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: (typeof fieldVisibilities)[number];
  onChange: (value: (typeof fieldVisibilities)[number]) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-xs font-medium text-slate-600">{legend}</legend>
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5">
        {fieldVisibilities.map((option) => (
          <label
            key={option}
            className={cn(
              'has-[:focus-visible]:outline-brand-600 cursor-pointer rounded-md px-3 py-1.5 text-xs font-medium transition-colors has-[:focus-visible]:outline-2',
              value === option ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {visibilityLabels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Welcome page: whether respondents give a name and an e-mail (respondent spec §5 defaults). */
function WelcomeFields({ page }: { page: Page }) {
  const { update } = useEditor();
  const setOption = (options: Partial<PageOptions>) => update((doc) => updatePage(doc, page.id, { options }));
  return (
    <div className="mx-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:mx-5">
      <p className="text-sm font-medium text-slate-800">Respondent details</p>
      <p className="text-xs text-slate-500">Asked on this page before the first question.</p>
      <div className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <VisibilityControl
          legend="Name field"
          value={page.options.collectName ?? 'required'}
          onChange={(collectName) => setOption({ collectName })}
        />
        <VisibilityControl
          legend="Email field"
          value={page.options.collectEmail ?? 'optional'}
          onChange={(collectEmail) => setOption({ collectEmail })}
        />
      </div>
    </div>
  );
}

export function PageCard({ page, index, pageCount }: { page: Page; index: number; pageCount: number }) {
  const { update, confirm } = useEditor();
  const headingId = useId();
  const info = pageTypeInfo[page.page_type] ?? pageTypeInfo.STANDARD;
  const Icon = info.icon;
  const number = index + 1;
  const blocks = [...page.content_blocks].sort((a, b) => a.column_position - b.column_position);
  const lastBlock = blocks[blocks.length - 1];

  const addContent = (type: Parameters<typeof insertBlock>[4]) =>
    update((doc) => insertBlock(doc, page.id, lastBlock?.id ?? null, 'right', type));

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Remove this page?',
      message: `${info.label} ${number}${page.title ? ` ("${page.title}")` : ''} and all of its content will be removed.`,
      confirmLabel: 'Remove page',
    });
    if (confirmed) update((doc) => removePage(doc, page.id));
  };

  return (
    <section
      aria-labelledby={headingId}
      {...{ [ENTITY_ATTRIBUTE]: page.id }}
      data-testid="page-card"
      className="@container rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.03]"
    >
      <header className="flex items-center gap-3 px-4 pt-4 sm:px-5">
        <h3
          id={headingId}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
            info.tone,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {info.label}
          <span className="sr-only"> (page {number})</span>
        </h3>
        <span className="text-xs text-slate-500 tabular-nums" aria-hidden="true">
          {number} / {pageCount}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8 text-slate-500 hover:bg-red-50 hover:text-red-700"
          aria-label={`Remove page ${number}`}
          title={pageCount <= 1 ? 'A survey keeps at least one page' : 'Remove page'}
          disabled={pageCount <= 1}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </header>

      <div className="space-y-0.5 px-2 pt-2 pb-4 sm:px-3">
        <InlineText
          label={`Page ${number} title`}
          voiceInput
          // Wraps instead of being cut off on a phone; Enter still commits and no line break is kept.
          wrap
          placeholder={info.titlePlaceholder}
          maxLength={TEXT_LIMITS.pageTitle}
          value={page.title}
          inputClassName="text-lg font-semibold tracking-tight"
          markTokens
          onChange={(title) => update((doc) => updatePage(doc, page.id, { title }))}
        />
        <InlineText
          label={`Page ${number} description`}
          voiceInput
          multiline
          placeholder="Add a description (optional)"
          maxLength={TEXT_LIMITS.description}
          value={page.description}
          inputClassName="text-sm text-slate-600"
          markTokens
          onChange={(description) => update((doc) => updatePage(doc, page.id, { description }))}
        />
      </div>

      {page.page_type === 'WELCOME' ? <WelcomeFields page={page} /> : null}
      <PageDisplayCondition page={page} />

      <div className="px-4 pt-4 pb-4 sm:px-5 sm:pb-5">
        {blocks.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-4 py-8 text-center">
            <span className="flex size-10 items-center justify-center rounded-xl bg-white text-slate-400 shadow-xs ring-1 ring-slate-200">
              <LayoutPanelTop aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 text-sm font-medium text-slate-800">No Content Blocks</p>
            <p className="mt-0.5 text-sm text-slate-500">
              This page is empty. Add your first content block below.
            </p>
            <ContentPicker align="center" onPick={addContent}>
              <Button size="sm" className="mt-4">
                <Plus aria-hidden="true" className="size-4" />
                Add Content
              </Button>
            </ContentPicker>
          </div>
        ) : (
          <>
            <div className={cn('grid gap-4', blocks.length > 1 && '@3xl:grid-cols-2 @3xl:items-start')}>
              {blocks.map((block) => (
                <ContentBlockCard key={block.id} page={page} block={block} />
              ))}
            </div>
            {canAddBlock(page) ? (
              <ContentPicker onPick={addContent}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="hover:text-brand-700 hover:border-brand-300 hover:bg-brand-50/50 mt-3 w-full border border-dashed border-slate-300 text-slate-600"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add Content
                </Button>
              </ContentPicker>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
