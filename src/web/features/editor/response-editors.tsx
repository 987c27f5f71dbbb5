import { Circle, Plus, Square, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  addChoiceOption,
  removeChoiceOption,
  updateChoiceOption,
  updateResponseOptions,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import { findDuplicateOptions } from '#shared/survey/publish-checks.ts';
import { MAX_SCALE_POINTS, scaleAdjustmentNote } from '#shared/survey/survey-rules.ts';
import { TEXT_LIMITS, type OptionOrder, type QuestionItem } from '#shared/survey/survey-schema.ts';
import { canBePreferenceQuestion, optionOrderOf } from '#shared/survey/study-design.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { NumberField } from './number-field.tsx';
import { usePageMediaSet } from './study-design-control.tsx';
import { EditorWithPreview, PreviewQuestion } from './editor-preview.tsx';
import { MatrixEditor, RankingEditor } from './ranking-matrix-editors.tsx';
import { DropdownPreview, PasteOptions, TypedAnswerEditor } from './typed-answer-editors.tsx';
import { FieldBox, LabelField, ToggleRow } from './editor-fields.tsx';

type ChoiceQuestion = Extract<
  QuestionItem,
  { response_type: 'MULTIPLE_CHOICE' | 'SINGLE_CHOICE' | 'CHECKBOX' | 'YES_NO' | 'DROPDOWN' }
>;
type FreeQuestion = Extract<QuestionItem, { response_type: 'FREE_RESPONSE' }>;
type ScaleQuestion = Extract<QuestionItem, { response_type: 'NUMBER_SELECT' | 'RATING' }>;
type SliderQuestion = Extract<QuestionItem, { response_type: 'SLIDER' }>;

export { EditorWithPreview, PreviewQuestion } from './editor-preview.tsx';

const OPTION_ORDER_CHOICES: { value: OptionOrder; label: string }[] = [
  { value: 'none', label: 'As written' },
  { value: 'all', label: 'Shuffled for each person' },
  { value: 'all_but_last', label: 'Shuffled, last option stays last' },
];

/** Whether each respondent sees the options shuffled (so the first one is not favoured by position). */
function OptionOrderField({ question, itemRef }: { question: ChoiceQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Option order
        </label>
        <p className="text-xs text-slate-500">Keep the last one last for &quot;None of these&quot;.</p>
      </div>
      <select
        id={id}
        value={optionOrderOf(question)}
        onChange={(event) =>
          update((doc) =>
            updateResponseOptions(doc, itemRef, { option_order: event.target.value as OptionOrder }),
          )
        }
        className="min-h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm text-slate-800"
      >
        {OPTION_ORDER_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// ----- choice ----------------------------------------------------------------------------------

export function ChoiceEditor({ question, itemRef }: { question: ChoiceQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const { options, allow_other: allowOther, allow_multiple: allowMultiple } = question.response_options;
  const mediaSet = usePageMediaSet();
  const linked = mediaSet !== null && question.response_options.variants_of === mediaSet.id;
  const single = options.length <= 1;
  const duplicates = findDuplicateOptions(options);
  const multipleFixed = question.response_type !== 'MULTIPLE_CHOICE';
  const Marker = allowMultiple ? Square : Circle;

  return (
    <EditorWithPreview
      settings={
        <>
          {mediaSet && mediaSet.items.length > 1 && canBePreferenceQuestion(question) ? (
            <ToggleRow
              label="Options are the variants"
              description="Ask which variant people prefer. Renaming a variant keeps its results."
              checked={linked}
              onChange={(checked) =>
                update((doc) =>
                  updateResponseOptions(doc, itemRef, { variants_of: checked ? mediaSet.id : null }),
                )
              }
            />
          ) : null}
          {linked ? (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 ring-1 ring-slate-200">
              The options follow the variants of this page&apos;s media set, in the order each person saw
              them: {options.map((option) => option.text).join(', ')}.
            </p>
          ) : (
            <fieldset>
              <legend className="mb-1.5 text-xs font-medium text-slate-600">Options</legend>
              <ol className="space-y-1.5">
                {options.map((option, index) => (
                  <li key={option.id} className="flex flex-wrap items-start gap-x-2 gap-y-1">
                    <Marker aria-hidden="true" className="mt-2.5 size-4 shrink-0 text-slate-400" />
                    <InlineText
                      className="min-w-0 flex-1"
                      inputClassName="border-slate-200 bg-white text-sm"
                      label={`Option ${index + 1}`}
                      value={option.text}
                      maxLength={TEXT_LIMITS.option}
                      placeholder={`Option ${index + 1}`}
                      onChange={(text) => update((doc) => updateChoiceOption(doc, itemRef, option.id, text))}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 shrink-0 text-slate-500 hover:text-red-700"
                      aria-label={`Remove option ${index + 1}`}
                      title={single ? 'A question needs at least one option' : undefined}
                      disabled={single}
                      onClick={() => update((doc) => removeChoiceOption(doc, itemRef, option.id))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                    {duplicates.has(option.id) ? (
                      <p role="status" className="basis-full pl-6 text-xs text-amber-800">
                        Same text as option {duplicates.get(option.id)}: respondents could not tell them
                        apart, and the survey can&apos;t be launched until you change one.
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
              <Button
                variant="ghost"
                size="sm"
                className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 mt-2"
                onClick={() => update((doc) => addChoiceOption(doc, itemRef))}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add option
              </Button>
            </fieldset>
          )}
          {question.response_type === 'DROPDOWN' ? <PasteOptions itemRef={itemRef} /> : null}
          {linked ? null : <OptionOrderField question={question} itemRef={itemRef} />}
          <div className="space-y-3 border-t border-slate-100 pt-4">
            <ToggleRow
              label='Allow "Other"'
              description="Respondents can type their own answer"
              checked={allowOther}
              disabled={linked}
              onChange={(checked) =>
                update((doc) => updateResponseOptions(doc, itemRef, { allow_other: checked }))
              }
            />
            <ToggleRow
              label="Allow several answers"
              description={
                question.response_type === 'CHECKBOX'
                  ? 'Checkboxes always allow several'
                  : multipleFixed
                    ? 'This type allows one answer'
                    : 'Respondents can pick more than one option'
              }
              checked={allowMultiple}
              disabled={multipleFixed || linked}
              onChange={(checked) =>
                update((doc) => updateResponseOptions(doc, itemRef, { allow_multiple: checked }))
              }
            />
          </div>
        </>
      }
      preview={
        question.response_type === 'DROPDOWN' ? (
          <DropdownPreview question={question} />
        ) : (
          <>
            <PreviewQuestion question={question} />
            <ul className="space-y-2">
              {options.map((option) => (
                <li
                  key={option.id}
                  className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
                >
                  <Marker aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 break-words">
                    {option.text || <span className="text-slate-400">Empty option</span>}
                  </span>
                </li>
              ))}
              {allowOther ? (
                <li className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-500">
                  <Marker aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  Other…
                </li>
              ) : null}
            </ul>
            {allowMultiple ? <p className="mt-2 text-xs text-slate-500">Select all that apply</p> : null}
          </>
        )
      }
    />
  );
}

// ----- free response ---------------------------------------------------------------------------

export function FreeResponseEditor({ question, itemRef }: { question: FreeQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const { placeholder, maxLength } = question.response_options;
  return (
    <EditorWithPreview
      settings={
        <>
          <FieldBox>
            <InlineText
              label="Placeholder"
              visibleLabel
              value={placeholder}
              maxLength={TEXT_LIMITS.placeholder}
              placeholder="Type your answer here..."
              inputClassName="text-sm"
              onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { placeholder: text }))}
            />
          </FieldBox>
          <NumberField
            className="max-w-40"
            label="Maximum length (characters)"
            value={maxLength}
            positiveInteger
            onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { maxLength: value }))}
          />
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className="min-h-20 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-400">
            {placeholder}
          </div>
          <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">0/{maxLength}</p>
        </>
      }
    />
  );
}

// ----- number select / rating ------------------------------------------------------------------

/** The mid label only applies to scales of 5 points or more (spec owner §5). */
export function showsMidLabel(scale: number): boolean {
  return scale >= 5;
}

export function ScaleEditor({ question, itemRef }: { question: ScaleQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const options = question.response_options;
  const points = Array.from(
    { length: Math.max(0, options.max - options.min + 1) },
    (_, index) => options.min + index,
  );
  const withMid = showsMidLabel(options.scale);
  const rating = question.response_type === 'RATING';
  // Said out loud so a range never changes silently (issue 15: 13 became 4 without a word).
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const commitBound = (bound: 'min' | 'max', value: number) => {
    setAdjustment(scaleAdjustmentNote(options, bound, value));
    update((doc) => updateResponseOptions(doc, itemRef, { [bound]: value }));
  };

  const labelField = (key: 'min_label' | 'mid_label' | 'max_label', label: string) => (
    <LabelField
      label={label}
      value={options[key]}
      maxLength={TEXT_LIMITS.numberLabel}
      onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { [key]: text }))}
    />
  );

  return (
    <EditorWithPreview
      settings={
        <>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              label="Lowest number"
              value={options.min}
              onCommit={(value) => commitBound('min', value)}
            />
            <NumberField
              label="Highest number"
              value={options.max}
              onCommit={(value) => commitBound('max', value)}
            />
          </div>
          {adjustment ? (
            <p role="status" className="text-xs font-medium text-amber-800">
              {adjustment}
            </p>
          ) : null}
          <p className="text-xs text-slate-500">
            {options.scale}-point scale (at most {MAX_SCALE_POINTS}, e.g. 0–10). The middle label shows on
            scales of 5 points or more.
          </p>
          <div className="space-y-2">
            {labelField('min_label', 'Low end label')}
            {withMid ? labelField('mid_label', 'Middle label') : null}
            {labelField('max_label', 'High end label')}
          </div>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className="flex flex-wrap gap-1.5">
            {points.map((point) =>
              rating ? (
                <Star key={point} aria-hidden="true" className="size-7 text-amber-400" />
              ) : (
                <span
                  key={point}
                  className="flex h-9 min-w-9 items-center justify-center rounded-lg border border-slate-200 bg-white px-2 text-sm font-medium text-slate-700 tabular-nums"
                >
                  {point}
                </span>
              ),
            )}
          </div>
          <div className="mt-2 grid grid-cols-3 gap-2 text-xs text-slate-600">
            <span className="break-words">{options.min_label}</span>
            <span className="text-center break-words">{withMid ? options.mid_label : ''}</span>
            <span className="text-right break-words">{options.max_label}</span>
          </div>
        </>
      }
    />
  );
}

// ----- slider ----------------------------------------------------------------------------------

export function SliderEditor({ question, itemRef }: { question: SliderQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const options = question.response_options;
  const labelField = (key: 'min' | 'mid' | 'max', label: string) => (
    <LabelField
      label={label}
      value={options.labels[key]}
      maxLength={TEXT_LIMITS.sliderLabel}
      onChange={(text) =>
        update((doc) => updateResponseOptions(doc, itemRef, { labels: { ...options.labels, [key]: text } }))
      }
    />
  );

  return (
    <EditorWithPreview
      settings={
        <>
          <div className="grid grid-cols-3 gap-3">
            <NumberField
              label="Minimum"
              value={options.min}
              maxChars={5}
              onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { min: value }))}
            />
            <NumberField
              label="Maximum"
              value={options.max}
              maxChars={5}
              onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { max: value }))}
            />
            <NumberField
              label="Step"
              value={options.step}
              maxChars={5}
              onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { step: value }))}
            />
          </div>
          <p className="text-xs text-slate-500">
            The minimum always stays below the maximum: raising one past the other moves the other along.
          </p>
          <div className="grid gap-2 @md:grid-cols-3">
            {labelField('min', 'Start label')}
            {labelField('mid', 'Middle label')}
            {labelField('max', 'End label')}
          </div>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className="px-1 pt-2">
            <div className="relative h-2 rounded-full bg-slate-200">
              <div className="bg-brand-500 absolute inset-y-0 left-0 w-1/2 rounded-full" />
              <div className="border-brand-600 absolute top-1/2 left-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-white shadow" />
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2 text-xs text-slate-600">
              <span className="break-words">
                <span className="block font-medium text-slate-800 tabular-nums">{options.min}</span>
                {options.labels.min}
              </span>
              <span className="text-center break-words">{options.labels.mid}</span>
              <span className="text-right break-words">
                <span className="block font-medium text-slate-800 tabular-nums">{options.max}</span>
                {options.labels.max}
              </span>
            </div>
          </div>
        </>
      }
    />
  );
}

/** Picks the editor for a question's response type; an unknown type says so instead of guessing. */
export function ResponseEditor({ question, itemRef }: { question: QuestionItem; itemRef: ItemRef }) {
  switch (question.response_type) {
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
    case 'YES_NO':
      return <ChoiceEditor question={question} itemRef={itemRef} />;
    case 'FREE_RESPONSE':
      return <FreeResponseEditor question={question} itemRef={itemRef} />;
    case 'NUMBER_SELECT':
    case 'RATING':
      return <ScaleEditor question={question} itemRef={itemRef} />;
    case 'SLIDER':
      return <SliderEditor question={question} itemRef={itemRef} />;
    case 'DROPDOWN':
      return <ChoiceEditor question={question} itemRef={itemRef} />;
    case 'NPS':
    case 'DATE':
    case 'EMAIL':
    case 'PHONE':
    case 'NUMBER':
    case 'CONSENT':
      return <TypedAnswerEditor question={question} itemRef={itemRef} />;
    case 'RANKING':
      return <RankingEditor question={question} itemRef={itemRef} />;
    case 'MATRIX':
      return <MatrixEditor question={question} itemRef={itemRef} />;
    default:
      return (
        <p className={cn('rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200')}>
          Unknown response type: {(question as { response_type: string }).response_type}
        </p>
      );
  }
}
