import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, Star } from 'lucide-react';
import type {
  FreeResponseOptions,
  NumberSelectOptions,
  QuestionItem,
  SliderOptions,
} from '#shared/survey/survey-schema.ts';
import {
  OTHER_CHOICE_ID,
  choiceOptionsOf,
  choiceSettingsOf,
  numberSelectValues,
  sliderStart,
  textLimits,
} from '#shared/take/answer-rules.ts';
import {
  formatSliderEnd,
  formatSliderValue,
  isMoneySlider,
  labelRepeatsValue,
  shownScaleLabel,
  type ScaleEnd,
} from '#shared/survey/scale-display.ts';
import type { AnswerDraft } from '#shared/take/take-types.ts';
import {
  chosenIds,
  otherShortcutIndex,
  toggleChoice,
  withNumber,
  withOtherText,
  withText,
  withoutOther,
} from './answer-drafts.ts';
import { cx } from './cx.ts';
import { MatrixResponse, RankingResponse } from './ranking-matrix-inputs.tsx';
import {
  ConsentResponse,
  ContactResponse,
  DateResponse,
  DropdownResponse,
  NpsResponse,
  NumberResponse,
} from './typed-answer-inputs.tsx';
import { CHOOSE_ALL_THAT_APPLY, DEFAULT_TEXT_PLACEHOLDER, NO_OPTIONS } from './take-copy.ts';

export interface ResponseProps {
  question: QuestionItem;
  draft: AnswerDraft | undefined;
  onChange: (draft: AnswerDraft | undefined) => void;
  /** Id of the question's heading: the accessible name of the control. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}

/** The answer control for a question's response type; nothing for a type this build doesn't know. */
export function ResponseInput(props: ResponseProps) {
  switch (props.question.response_type) {
    case 'FREE_RESPONSE':
      return <TextResponse {...props} options={props.question.response_options} />;
    case 'NUMBER_SELECT':
    case 'RATING':
      return <ScaleResponse {...props} options={props.question.response_options} />;
    case 'SLIDER':
      return <SliderResponse {...props} options={props.question.response_options} />;
    case 'YES_NO':
      return <YesNoResponse {...props} />;
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
      return <ChoiceResponse {...props} />;
    case 'RANKING':
      return <RankingResponse {...props} />;
    case 'MATRIX':
      return <MatrixResponse {...props} />;
    case 'NPS':
      return <NpsResponse {...props} options={props.question.response_options} />;
    case 'DROPDOWN':
      return <DropdownResponse {...props} />;
    case 'DATE':
      return <DateResponse {...props} options={props.question.response_options} />;
    case 'EMAIL':
    case 'PHONE':
      return <ContactResponse {...props} options={props.question.response_options} />;
    case 'NUMBER':
      return <NumberResponse {...props} options={props.question.response_options} />;
    case 'CONSENT':
      return <ConsentResponse {...props} options={props.question.response_options} />;
    default:
      return null;
  }
}

// ----- text ----------------------------------------------------------------------------------------

function TextResponse({
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: FreeResponseOptions }) {
  const counterId = useId();
  const { maxLength } = textLimits(options);
  const showCounter = typeof options.maxLength === 'number' && options.maxLength > 0;
  const value = draft?.text_value ?? '';
  return (
    <div>
      <textarea
        aria-labelledby={labelledBy}
        aria-describedby={cx(describedBy, showCounter && counterId) || undefined}
        rows={3}
        maxLength={maxLength}
        placeholder={options.placeholder?.trim() ? options.placeholder : DEFAULT_TEXT_PLACEHOLDER}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(withText(event.target.value))}
        className="focus:border-brand-500 focus:ring-brand-500/30 block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-base leading-relaxed text-slate-900 shadow-xs placeholder:text-slate-500 focus:ring-4 focus:outline-none disabled:bg-slate-50"
      />
      {showCounter ? (
        <p id={counterId} className="mt-1.5 text-right text-xs text-slate-500 tabular-nums">
          {value.length}/{maxLength}
        </p>
      ) : null}
    </div>
  );
}

// ----- shared option button --------------------------------------------------------------------------

/** Moves focus among a radio group's options with the arrow keys (Space or a click picks). */
function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'];
  if (!keys.includes(event.key)) return;
  const radios = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not([disabled])'),
  );
  const current = radios.indexOf(document.activeElement as HTMLElement);
  if (current === -1 || radios.length === 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
  radios[(current + step + radios.length) % radios.length]?.focus();
}

function OptionButton({
  role,
  checked,
  onClick,
  shortcut,
  disabled,
  isOther,
  children,
}: {
  role: 'radio' | 'checkbox';
  checked: boolean;
  onClick: () => void;
  shortcut?: number;
  disabled?: boolean;
  /** Marks the "Other" option, which its digit key clicks (the flow cannot open it otherwise). */
  isOther?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-other-option={isOther || undefined}
      role={role}
      aria-checked={checked}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'group flex min-h-12 w-full items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-left text-base transition-colors disabled:cursor-not-allowed',
        checked
          ? 'border-brand-600 bg-brand-50 text-brand-900'
          : 'hover:border-brand-300 border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'flex size-7 shrink-0 items-center justify-center border text-xs font-semibold transition-colors',
          role === 'radio' ? 'rounded-full' : 'rounded-md',
          checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-500',
        )}
      >
        {checked ? <Check className="size-4" strokeWidth={3} /> : shortcut}
      </span>
      <span className="min-w-0 flex-1 break-words">{children}</span>
    </button>
  );
}

// ----- choices ---------------------------------------------------------------------------------------

function ChoiceResponse({ question, draft, onChange, labelledBy, describedBy, disabled }: ResponseProps) {
  const options = choiceOptionsOf(question);
  const { allowMultiple, allowOther } = choiceSettingsOf(question);
  const chosen = chosenIds(draft);
  const [otherOpen, setOtherOpen] = useState(() => chosen.includes(OTHER_CHOICE_ID));
  const [otherText, setOtherText] = useState(() => draft?.other_text ?? '');
  const otherInput = useRef<HTMLInputElement>(null);
  const otherLabelId = useId();
  const cueId = useId();
  const role = allowMultiple ? 'checkbox' : 'radio';
  const otherShortcut = otherShortcutIndex(question);
  // A single choice picked another way (a digit key) closes "Other".
  const showOther = otherOpen && (allowMultiple || chosen.every((id) => id === OTHER_CHOICE_ID));
  // Opening "Other" (a click or its digit key) moves the focus into its field as soon as the field
  // is shown, in the same commit: whatever is typed next, digits included, is its text. (A frame
  // later left a gap in which a digit still went to the step and picked an option instead.)
  const focusOtherWhenShown = useRef(false);
  useEffect(() => {
    if (!showOther || !focusOtherWhenShown.current) return;
    focusOtherWhenShown.current = false;
    otherInput.current?.focus();
  }, [showOther]);

  if (options.length === 0 && !allowOther) {
    return <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">{NO_OPTIONS}</p>;
  }

  const pick = (optionId: string) => {
    if (!allowMultiple) {
      setOtherOpen(false);
      setOtherText('');
    }
    onChange(toggleChoice(allowMultiple ? draft : withoutOther(draft), optionId, allowMultiple));
  };

  const toggleOther = () => {
    if (showOther) {
      setOtherOpen(false);
      setOtherText('');
      onChange(withoutOther(draft));
      return;
    }
    setOtherOpen(true);
    // Single choice: "Other" replaces the picked option until its text is blank again.
    focusOtherWhenShown.current = true;
    onChange(withOtherText(allowMultiple ? draft : undefined, otherText, allowMultiple));
  };

  return (
    <div>
      {allowMultiple ? (
        <p id={cueId} className="mb-3 text-sm font-medium text-slate-600">
          {CHOOSE_ALL_THAT_APPLY}
        </p>
      ) : null}
      <div
        role={allowMultiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={cx(allowMultiple && cueId, describedBy) || undefined}
        onKeyDown={allowMultiple ? undefined : onRadioGroupKeyDown}
        className="space-y-2.5"
      >
        {options.length === 0 ? <p className="text-sm text-slate-600">{NO_OPTIONS}</p> : null}
        {options.map((option, index) => (
          <OptionButton
            key={option.id}
            role={role}
            checked={chosen.includes(option.id)}
            onClick={() => pick(option.id)}
            shortcut={index < 9 ? index + 1 : undefined}
            disabled={disabled}
          >
            {option.text.trim() || `Option ${index + 1}`}
          </OptionButton>
        ))}
        {allowOther ? (
          <div>
            <OptionButton
              role={role}
              checked={showOther}
              onClick={toggleOther}
              shortcut={otherShortcut === null ? undefined : otherShortcut + 1}
              disabled={disabled}
              isOther
            >
              <span id={otherLabelId}>Other</span>
            </OptionButton>
            {showOther ? (
              <input
                ref={otherInput}
                type="text"
                aria-labelledby={otherLabelId}
                aria-describedby={describedBy}
                placeholder="Type your answer"
                value={otherText}
                disabled={disabled}
                onChange={(event) => {
                  setOtherText(event.target.value);
                  onChange(withOtherText(draft, event.target.value, allowMultiple));
                }}
                className="focus:border-brand-500 focus:ring-brand-500/30 mt-2 block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:ring-4 focus:outline-none"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function YesNoResponse({ question, draft, onChange, labelledBy, describedBy, disabled }: ResponseProps) {
  const options = choiceOptionsOf(question);
  const chosen = chosenIds(draft);
  if (options.length === 0) {
    return <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">{NO_OPTIONS}</p>;
  }
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onRadioGroupKeyDown}
      className="grid grid-cols-2 gap-3"
    >
      {options.map((option, index) => {
        const checked = chosen.includes(option.id);
        return (
          <button
            key={option.id}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            onClick={() => onChange(toggleChoice(draft, option.id, false))}
            className={cx(
              'flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border-2 px-3 py-4 text-lg font-semibold transition-colors disabled:cursor-not-allowed',
              checked
                ? 'border-brand-600 bg-brand-600 text-white shadow-md'
                : 'hover:border-brand-300 border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {option.text.trim() || `Option ${index + 1}`}
            <span
              aria-hidden="true"
              className={cx('text-xs font-medium', checked ? 'text-brand-100' : 'text-slate-500')}
            >
              {index < 9 ? `Press ${index + 1}` : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}

// ----- number select / rating ------------------------------------------------------------------------

function ScaleResponse({
  question,
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: NumberSelectOptions }) {
  const values = numberSelectValues(options);
  const rating = question.response_type === 'RATING';
  const selected = draft?.numeric_value;
  // Labels still at their defaults ("Min / Mid / Max") say nothing to a respondent.
  const minLabel = shownScaleLabel(options.min_label, 'min');
  const maxLabel = shownScaleLabel(options.max_label, 'max');
  const midLabel = values.length >= 5 ? shownScaleLabel(options.mid_label, 'mid') : null;
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onRadioGroupKeyDown}
        className={cx('gap-2', values.length > 5 ? 'grid grid-cols-5 sm:flex' : 'grid')}
        style={
          values.length <= 5 ? { gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` } : undefined
        }
      >
        {values.map((value) => {
          const checked = selected === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={disabled}
              onClick={() => onChange(withNumber(value))}
              className={cx(
                'flex h-14 min-w-0 items-center justify-center gap-1 rounded-xl border-2 text-lg font-semibold tabular-nums transition-colors disabled:cursor-not-allowed sm:flex-1',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white shadow-md'
                  : 'hover:border-brand-300 border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {value}
              {rating ? (
                <Star
                  aria-hidden="true"
                  className={cx(
                    'size-4',
                    checked ? 'fill-pollen-300 text-pollen-300' : 'fill-pollen-400 text-pollen-500',
                  )}
                />
              ) : null}
            </button>
          );
        })}
      </div>
      {minLabel || maxLabel || midLabel ? (
        <div className="mt-2 grid grid-cols-3 gap-2 text-xs font-medium text-slate-600">
          <span>{minLabel}</span>
          <span className="text-center">{midLabel}</span>
          <span className="text-right">{maxLabel}</span>
        </div>
      ) : null}
    </div>
  );
}

// ----- slider ----------------------------------------------------------------------------------------

/** An end's label under its number: not the untouched default, not a repeat of the number itself. */
function sliderEndLabel(label: string, end: ScaleEnd, value: number): string | null {
  const shown = shownScaleLabel(label, end);
  return shown && !labelRepeatsValue(shown, value) ? shown : null;
}

function SliderResponse({
  question,
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: SliderOptions }) {
  const start = sliderStart(options);
  const answered = typeof draft?.numeric_value === 'number';
  const value = answered ? (draft?.numeric_value ?? start) : start;
  const span = options.max - options.min;
  const percent = span > 0 ? Math.min(100, Math.max(0, ((value - options.min) / span) * 100)) : 50;
  const money = isMoneySlider({ text: question.text, response_options: options });
  const label = formatSliderValue(value, money);
  const minLabel = sliderEndLabel(options.labels.min, 'min', options.min);
  const midLabel = shownScaleLabel(options.labels.mid, 'mid');
  const maxLabel = sliderEndLabel(options.labels.max, 'max', options.max);
  // The start value counts as an answer once the respondent touches the slider, even unmoved.
  const commit = () => {
    if (!answered) onChange(withNumber(value));
  };
  return (
    <div className="pt-10">
      <div className="relative">
        <output
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute -top-10 -translate-x-1/2 rounded-lg px-2 py-1 text-sm font-semibold whitespace-nowrap tabular-nums shadow-sm',
            answered ? 'bg-brand-600 text-white' : 'bg-slate-700 text-white',
          )}
          // Centred over the thumb: the thumb's centre travels from 8 px to (width - 8 px).
          style={{ left: `calc(${percent}% + ${8 - percent * 0.16}px)` }}
        >
          {label}
        </output>
        <input
          type="range"
          min={options.min}
          max={options.max}
          step={options.step}
          value={value}
          disabled={disabled}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-valuetext={label}
          onChange={(event) => onChange(withNumber(Number(event.target.value)))}
          onPointerUp={commit}
          onKeyUp={(event) => {
            if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End') commit();
          }}
          className="accent-brand-600 block h-8 w-full cursor-pointer disabled:cursor-not-allowed"
        />
      </div>
      <div className="mt-1 grid grid-cols-3 gap-2 text-xs text-slate-600">
        <span>
          <span className="block font-semibold text-slate-800 tabular-nums">
            {formatSliderEnd(options.min, money)}
          </span>
          {minLabel}
        </span>
        <span className="text-center">{midLabel}</span>
        <span className="text-right">
          <span className="block font-semibold text-slate-800 tabular-nums">
            {formatSliderEnd(options.max, money)}
          </span>
          {maxLabel}
        </span>
      </div>
      {/* Kept in the layout once answered (only hidden), so nothing below moves when it goes. */}
      <p
        aria-hidden={answered || undefined}
        className={cx('mt-3 text-sm text-slate-500', answered && 'invisible')}
      >
        Move the slider to answer.
      </p>
    </div>
  );
}
