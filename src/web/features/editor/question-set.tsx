import { useId, useState, type MouseEvent } from 'react';
import { Check, ChevronDown, Plus, Trash2 } from 'lucide-react';
import {
  addQuestion,
  changeResponseType,
  deleteQuestion,
  updateQuestion,
  type BlockRef,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import {
  TEXT_LIMITS,
  type QuestionItem,
  type QuestionSetBlock,
  type ResponseType,
} from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { ENTITY_ATTRIBUTE } from './new-entity.ts';
import { ResponseEditor } from './response-editors.tsx';
import { QuestionLogic } from './logic-editor.tsx';
import { TokenChipsText } from './piped-text.tsx';
import { responseTypeInfo, responseTypeLabel } from './response-types.ts';

const INTERACTIVE = 'button, a, input, textarea, select, label, [role="switch"], [role="menuitem"]';

function ResponseTypePicker({ question, itemRef }: { question: QuestionItem; itemRef: ItemRef }) {
  const { update } = useEditor();
  const [open, setOpen] = useState(false);
  const current = responseTypeInfo.find((info) => info.type === question.response_type);
  const CurrentIcon = current?.icon;

  const choose = (type: ResponseType) => {
    setOpen(false);
    if (type !== question.response_type) update((doc) => changeResponseType(doc, itemRef, type));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Response type: ${responseTypeLabel(question.response_type)}`}
        >
          {CurrentIcon ? <CurrentIcon aria-hidden="true" className="text-brand-600 size-4" /> : null}
          {responseTypeLabel(question.response_type)}
          <ChevronDown aria-hidden="true" className="size-3.5 text-slate-500" />
        </Button>
      </PopoverTrigger>
      <PopoverContent label="Response type" className="w-80">
        <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">Response type</p>
        <ul className="grid gap-0.5">
          {responseTypeInfo.map(({ type, label, description, icon: Icon }) => {
            const selected = type === question.response_type;
            return (
              <li key={type}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose(type)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left transition-colors hover:bg-slate-100 focus-visible:bg-slate-100',
                    selected && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-lg',
                      selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900">{label}</span>
                    <span className="block text-xs text-slate-500">{description}</span>
                  </span>
                  {selected ? <Check aria-hidden="true" className="text-brand-600 size-4" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

function QuestionCard({
  question,
  index,
  blockRef,
  expanded,
  canDelete,
  onToggle,
  onDelete,
}: {
  question: QuestionItem;
  index: number;
  blockRef: BlockRef;
  expanded: boolean;
  canDelete: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { update } = useEditor();
  const bodyId = useId();
  const requiredId = useId();
  const itemRef: ItemRef = { ...blockRef, itemId: question.id };
  const number = index + 1;

  // Clicking the blank area of the header toggles it; its controls keep their own meaning.
  const onHeaderClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
    onToggle();
  };

  return (
    <li
      {...{ [ENTITY_ATTRIBUTE]: question.id }}
      className={cn(
        'scroll-mt-20 rounded-xl border bg-white transition-shadow',
        expanded
          ? 'border-brand-200 ring-brand-100 shadow-sm ring-2'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <div
        data-testid="question-header"
        onClick={onHeaderClick}
        className="flex cursor-pointer items-center gap-3 px-3 py-2.5 sm:px-4"
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-lg text-xs font-semibold tabular-nums',
            expanded ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
          )}
        >
          {number}
        </span>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="min-w-0 flex-1 rounded-md text-left"
        >
          {expanded ? (
            <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Question {number}
            </span>
          ) : (
            <>
              <span className="sr-only">Question {number}: </span>
              <span
                className={cn(
                  'block truncate text-sm font-medium',
                  question.text ? 'text-slate-900' : 'text-slate-400 italic',
                )}
              >
                {question.text ? <TokenChipsText text={question.text} /> : 'Untitled question'}
              </span>
              <span className="mt-0.5 block text-xs text-slate-500">
                {responseTypeLabel(question.response_type)}
                {question.required ? ' · Required' : ''}
              </span>
            </>
          )}
        </button>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 text-slate-400 transition-transform', expanded && 'rotate-180')}
        />
      </div>

      {expanded ? (
        <div id={bodyId} className="space-y-4 border-t border-slate-100 px-3 pt-3 pb-4 sm:px-4">
          <div className="space-y-1">
            <InlineText
              label={`Question ${number} text`}
              voiceInput
              multiline
              counter="always"
              maxLength={TEXT_LIMITS.question}
              placeholder="Type your question here..."
              value={question.text}
              inputClassName="text-base font-semibold"
              markTokens
              onChange={(text) => update((doc) => updateQuestion(doc, itemRef, { text }))}
            />
            <InlineText
              label={`Question ${number} description`}
              voiceInput
              multiline
              maxLength={TEXT_LIMITS.description}
              placeholder="Add a description (optional)"
              value={question.description}
              inputClassName="text-sm text-slate-600"
              markTokens
              onChange={(description) => update((doc) => updateQuestion(doc, itemRef, { description }))}
            />
          </div>

          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <ResponseTypePicker question={question} itemRef={itemRef} />
            <div className="flex items-center gap-2">
              <Switch
                id={requiredId}
                checked={question.required}
                onCheckedChange={(required) => update((doc) => updateQuestion(doc, itemRef, { required }))}
              />
              <label htmlFor={requiredId} className="text-sm font-medium text-slate-700">
                Required
              </label>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-slate-600 hover:bg-red-50 hover:text-red-700"
              disabled={!canDelete}
              title={canDelete ? undefined : 'A question set keeps at least one question'}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete question
            </Button>
          </div>

          <ResponseEditor question={question} itemRef={itemRef} />
          <QuestionLogic pageId={itemRef.pageId} question={question} itemRef={itemRef} />
        </div>
      ) : null}
    </li>
  );
}

/** A question block: numbered questions, one expanded at a time. */
export function QuestionSet({ pageId, block }: { pageId: string; block: QuestionSetBlock }) {
  const { update } = useEditor();
  const blockRef: BlockRef = { pageId, blockId: block.id };
  const items = block.items;
  const [expandedId, setExpandedId] = useState<string | null>(items[0]?.id ?? null);

  // A question that appears (the author just added it) opens; the others close.
  const idsKey = items.map((item) => item.id).join(' ');
  const [knownIds, setKnownIds] = useState(idsKey);
  if (knownIds !== idsKey) {
    const before = new Set(knownIds.split(' '));
    const added = items.find((item) => !before.has(item.id));
    setKnownIds(idsKey);
    if (added) setExpandedId(added.id);
  }

  const add = () => update((doc) => addQuestion(doc, blockRef));

  const remove = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId);
    const rest = items.filter((item) => item.id !== itemId);
    update((doc) => deleteQuestion(doc, { ...blockRef, itemId }));
    // The open question moves back by one, or to the last.
    setExpandedId((rest[index - 1] ?? rest[rest.length - 1])?.id ?? null);
  };

  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <p className="text-sm text-slate-600">No questions in this set</p>
        <Button size="sm" className="mt-3" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add First Question
        </Button>
      </div>
    );
  }

  return (
    <div>
      <ol className="space-y-2" aria-label="Questions">
        {items.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            blockRef={blockRef}
            expanded={expandedId === question.id}
            canDelete={items.length > 1}
            onToggle={() => setExpandedId((current) => (current === question.id ? null : question.id))}
            onDelete={() => remove(question.id)}
          />
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 mt-3"
        onClick={add}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add question
      </Button>
    </div>
  );
}
