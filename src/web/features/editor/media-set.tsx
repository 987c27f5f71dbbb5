import { useId, useState } from 'react';
import { Check, ChevronDown, Eye, EyeOff, FileUp, Link2, Plus, Type, X, type LucideIcon } from 'lucide-react';
import {
  addMediaItem,
  changeMediaType,
  removeMediaItem,
  toggleMediaCaptions,
  updateMediaData,
  updateMediaItem,
  type BlockRef,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import {
  TEXT_LIMITS,
  type MediaItem,
  type MediaSetBlock,
  type MediaType,
} from '#shared/survey/survey-schema.ts';
import { studyDesignOf } from '#shared/survey/study-design.ts';
import { variantLabel } from '#shared/survey/variant-label.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';
import { StudyDesignControl } from './study-design-control.tsx';
import { FileMedia } from './file-media.tsx';
import { InlineText } from './inline-text.tsx';
import { ENTITY_ATTRIBUTE } from './new-entity.ts';
import { UrlMedia } from './url-media.tsx';

const mediaTypeChoices: { type: MediaType; label: string; description: string; icon: LucideIcon }[] = [
  { type: 'DESCRIPTION', label: 'Text', description: 'Text content block', icon: Type },
  { type: 'URL', label: 'Link', description: 'Link to external content', icon: Link2 },
  { type: 'FILE', label: 'File', description: 'Upload images, documents, etc.', icon: FileUp },
];

/** IMAGE, VIDEO, AUDIO and DOCUMENT items are uploaded files too. */
function choiceFor(type: MediaType) {
  return mediaTypeChoices.find((choice) => choice.type === type) ?? mediaTypeChoices[2]!;
}

function MediaTypeMenu({ item, itemRef }: { item: MediaItem; itemRef: ItemRef }) {
  const { update } = useEditor();
  const current = choiceFor(item.media_type);
  const CurrentIcon = current.icon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Media type: ${current.label}`}>
          <CurrentIcon aria-hidden="true" className="text-brand-600 size-4" />
          {current.label}
          <ChevronDown aria-hidden="true" className="size-3.5 text-slate-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        {mediaTypeChoices.map(({ type, label, description, icon: Icon }) => (
          <DropdownMenuItem
            key={type}
            onSelect={() => {
              if (type !== current.type) update((doc) => changeMediaType(doc, itemRef, type));
            }}
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{label}</span>
              <span className="block text-xs text-slate-500">{description}</span>
            </span>
            {type === current.type ? <Check aria-hidden="true" className="text-brand-600 size-4" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MediaBody({ item, itemRef }: { item: MediaItem; itemRef: ItemRef }) {
  const { update } = useEditor();
  switch (item.media_type) {
    case 'DESCRIPTION':
      return (
        <div className="rounded-xl border border-slate-200 bg-white p-1.5">
          <InlineText
            label="Text content"
            multiline
            maxLength={10_000}
            placeholder="Click to add your text content..."
            value={item.media_data.text}
            inputClassName="min-h-28 text-sm leading-6"
            onChange={(text) => update((doc) => updateMediaData(doc, itemRef, { text }))}
          />
        </div>
      );
    case 'URL':
      return <UrlMedia item={item} itemRef={itemRef} />;
    case 'FILE':
    case 'IMAGE':
    case 'VIDEO':
    case 'AUDIO':
    case 'DOCUMENT':
      return <FileMedia item={item} itemRef={itemRef} />;
    default:
      return null;
  }
}

function Captions({ item, itemRef }: { item: MediaItem; itemRef: ItemRef }) {
  const { update } = useEditor();
  return (
    <div className="space-y-0.5">
      <InlineText
        label="Caption title"
        placeholder="Click to add title..."
        maxLength={TEXT_LIMITS.mediaTitle}
        value={item.title}
        inputClassName="text-sm font-semibold"
        onChange={(title) => update((doc) => updateMediaItem(doc, itemRef, { title }))}
      />
      <InlineText
        label="Caption description"
        multiline
        placeholder="Click to add description..."
        maxLength={TEXT_LIMITS.description}
        value={item.description}
        inputClassName="text-sm text-slate-600"
        onChange={(description) => update((doc) => updateMediaItem(doc, itemRef, { description }))}
      />
    </div>
  );
}

/** A media block ("SHOWCASE"): variants A, B… of one slot, each text, a link or an uploaded file. */
export function MediaSet({ pageId, block }: { pageId: string; block: MediaSetBlock }) {
  const { update } = useEditor();
  const panelId = useId();
  const blockRef: BlockRef = { pageId, blockId: block.id };
  const items = block.items;
  const [activeId, setActiveId] = useState<string | null>(items[0]?.id ?? null);

  // A variant that appears (just added) becomes the active tab.
  const idsKey = items.map((item) => item.id).join(' ');
  const [knownIds, setKnownIds] = useState(idsKey);
  if (knownIds !== idsKey) {
    const before = new Set(knownIds.split(' '));
    const added = items.find((item) => !before.has(item.id));
    setKnownIds(idsKey);
    if (added) setActiveId(added.id);
  }

  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === activeId),
  );
  const active = items[activeIndex];
  const add = () => update((doc) => addMediaItem(doc, blockRef));

  const removeVariant = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId);
    const rest = items.filter((item) => item.id !== itemId);
    update((doc) => removeMediaItem(doc, { ...blockRef, itemId }));
    if (itemId === active?.id) {
      // The active tab moves back by one, or to the last.
      setActiveId((rest[index - 1] ?? rest[rest.length - 1])?.id ?? null);
    }
  };

  if (!active) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <p className="text-sm text-slate-600">No media items in this set</p>
        <Button size="sm" className="mt-3" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add First Media Item
        </Button>
      </div>
    );
  }

  const itemRef: ItemRef = { ...blockRef, itemId: active.id };
  const captionsShown = active.show_title || active.show_description;
  const several = items.length > 1;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-brand-700 text-[11px] font-bold tracking-[0.14em]">SHOWCASE</span>
        <MediaTypeMenu item={active} itemRef={itemRef} />
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        {several ? (
          <div role="group" aria-label="Variants" className="flex flex-wrap items-center gap-1.5">
            {items.map((item, index) => {
              const selected = item.id === active.id;
              const name = variantLabel(index);
              return (
                <div
                  key={item.id}
                  className={cn(
                    'flex items-center rounded-lg ring-1 transition-colors',
                    selected
                      ? 'bg-brand-600 ring-brand-600 text-white'
                      : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                  )}
                >
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-controls={panelId}
                    onClick={() => setActiveId(item.id)}
                    className="rounded-l-lg py-1.5 pr-1 pl-3 text-xs font-semibold"
                  >
                    {name}
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${name}`}
                    onClick={() => removeVariant(item.id)}
                    className={cn(
                      'mr-1 rounded-md p-1',
                      selected
                        ? 'text-brand-100 hover:bg-brand-700 hover:text-white'
                        : 'text-slate-400 hover:bg-slate-100 hover:text-red-700',
                    )}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </div>
              );
            })}
          </div>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className={cn('text-slate-600', several ? 'size-8 px-0' : '')}
          aria-label="Add variant"
          title="Add variant"
          onClick={add}
        >
          <Plus aria-hidden="true" className="size-4" />
          {several ? null : <span aria-hidden="true">Add variant</span>}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-slate-600"
          onClick={() => update((doc) => toggleMediaCaptions(doc, itemRef))}
        >
          {captionsShown ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {captionsShown ? 'Hide captions' : 'Show captions'}
        </Button>
      </div>

      {several || studyDesignOf(block) !== 'side_by_side' ? (
        <StudyDesignControl pageId={pageId} block={block} />
      ) : null}

      <div
        id={panelId}
        {...{ [ENTITY_ATTRIBUTE]: active.id }}
        {...(several ? { role: 'region', 'aria-label': variantLabel(activeIndex) } : {})}
        className="space-y-3"
      >
        {captionsShown ? <Captions item={active} itemRef={itemRef} /> : null}
        <MediaBody key={active.id} item={active} itemRef={itemRef} />
      </div>
    </div>
  );
}
