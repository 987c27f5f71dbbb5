import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Sparkles } from 'lucide-react';
import { answerProblem, isUnfinishedAnswer, respondentDetailsProblems } from '#shared/take/answer-rules.ts';
import type { MediaStep, InfoStep, QuestionStep, WelcomeStep } from '#shared/take/take-steps.ts';
import type { AnswerDraft, FieldVisibility, MediaGroup } from '#shared/take/take-types.ts';
import { cx } from './cx.ts';
import { MediaView } from './media-view.tsx';
import { ResponseInput } from './question-inputs.tsx';
import { FEEDBACK_NEEDED } from './take-copy.ts';

type HeadingRef = RefObject<HTMLHeadingElement | null>;

const headingClass =
  'text-2xl leading-tight font-semibold tracking-tight text-balance text-slate-900 focus:outline-none sm:text-3xl';

/**
 * Split (concept left, content right; media first on phones) when there is media, else centred.
 * `intro` (the page's title and description) comes first, across the whole width, so it is read
 * before the media it often refers to.
 */
export function StepLayout({
  media,
  intro,
  children,
}: {
  media: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  if (!media)
    return (
      <div className="mx-auto w-full max-w-xl">
        {intro}
        {children}
      </div>
    );
  return (
    <div>
      {intro}
      <div className="grid gap-6 md:grid-cols-2 md:items-start md:gap-10">
        <div className="min-w-0">{media}</div>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** The title and description of the page a question is on; nothing when both are blank. */
function PageIntro({ title, description }: { title: string; description: string }) {
  const heading = title.trim();
  const text = description.trim();
  if (!heading && !text) return null;
  return (
    <div className="mb-6 border-b border-slate-100 pb-5">
      {heading ? <p className="text-brand-700 text-sm font-semibold">{heading}</p> : null}
      {text ? (
        <p className={cx('text-base leading-relaxed whitespace-pre-line text-slate-700', heading && 'mt-1')}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

function ConceptCard({
  group,
  onShown,
  onEngaged,
}: {
  group: MediaGroup;
  onShown: (id: string) => void;
  onEngaged: (id: string) => void;
}) {
  return (
    <div className="space-y-2">
      <p className="bg-pollen-300 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wider text-slate-900">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {FEEDBACK_NEEDED}
      </p>
      <MediaView group={group} onShown={onShown} onEngaged={onEngaged} />
    </div>
  );
}

// ----- welcome ---------------------------------------------------------------------------------------

function DetailField({
  label,
  visibility,
  type,
  autoComplete,
  placeholder,
  value,
  onChange,
  problem,
  disabled,
}: {
  label: string;
  visibility: FieldVisibility;
  type: 'text' | 'email';
  autoComplete: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  if (visibility === 'hidden') return null;
  const showProblem = touched && problem !== null;
  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium text-slate-800">
        {label}{' '}
        <span className="text-xs font-normal text-slate-500">
          {visibility === 'required' ? 'Required' : 'Optional'}
        </span>
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={visibility === 'required'}
        aria-invalid={showProblem || undefined}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        className={cx(
          'mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:ring-4 focus:outline-none',
          showProblem
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20'
            : 'focus:border-brand-500 focus:ring-brand-500/30 border-slate-300',
        )}
      />
      {showProblem ? (
        <p id={`${id}-problem`} className="mt-1.5 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function WelcomeStepView({
  step,
  name,
  email,
  onName,
  onEmail,
  headingRef,
  onMediaShown,
  onMediaEngaged,
  disabled,
}: {
  step: WelcomeStep;
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  headingRef: HeadingRef;
  onMediaShown: (id: string) => void;
  onMediaEngaged: (id: string) => void;
  disabled?: boolean;
}) {
  // Each field shows its own problem, so every one is visible at once.
  const problems = respondentDetailsProblems(step, { name, email });
  return (
    <StepLayout
      media={
        step.concept ? (
          <ConceptCard group={step.concept} onShown={onMediaShown} onEngaged={onMediaEngaged} />
        ) : null
      }
    >
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {step.title}
      </h1>
      {step.description.trim() ? (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-slate-600">
          {step.description}
        </p>
      ) : null}
      {step.collectName !== 'hidden' || step.collectEmail !== 'hidden' ? (
        <div className="mt-7 space-y-4">
          <DetailField
            label="Your name"
            visibility={step.collectName}
            type="text"
            autoComplete="name"
            placeholder={step.namePlaceholder}
            value={name}
            onChange={onName}
            problem={problems.name ?? null}
            disabled={disabled}
          />
          <DetailField
            label="Email"
            visibility={step.collectEmail}
            type="email"
            autoComplete="email"
            placeholder={step.emailPlaceholder}
            value={email}
            onChange={onEmail}
            problem={problems.email ?? null}
            disabled={disabled}
          />
        </div>
      ) : null}
    </StepLayout>
  );
}

// ----- question ----------------------------------------------------------------------------------------

/** The variant each media set shows, kept by the flow so it survives moving to the next step. */
interface VariantSelection {
  selectedVariants?: Record<string, string>;
  onSelectVariant?: (blockId: string, variantId: string) => void;
}

export function QuestionStepView({
  step,
  draft,
  onChange,
  headingRef,
  onMediaShown,
  onMediaEngaged,
  voiceNote,
  disabled,
  attempted = false,
  selectedVariants,
  onSelectVariant,
}: {
  step: QuestionStep;
  draft: AnswerDraft | undefined;
  onChange: (draft: AnswerDraft | undefined) => void;
  /** The respondent pressed Next (or Enter) on this step: an unfinished answer now says what is missing. */
  attempted?: boolean;
  headingRef: HeadingRef;
  onMediaShown: (id: string) => void;
  onMediaEngaged: (id: string) => void;
  voiceNote: ReactNode;
  disabled?: boolean;
} & VariantSelection) {
  const headingId = useId();
  const problemId = useId();
  const { question } = step;
  // Only a given answer can have a problem, so nothing shows before the respondent interacts; an
  // unfinished one (a required matrix with statements left) waits until they try to go on.
  const problem = !attempted && isUnfinishedAnswer(question, draft) ? null : answerProblem(question, draft);
  const description = question.description.trim();
  return (
    <StepLayout
      media={
        step.media ? (
          <MediaView
            group={step.media}
            onShown={onMediaShown}
            onEngaged={onMediaEngaged}
            selectedId={selectedVariants?.[step.media.blockId]}
            onSelect={onSelectVariant}
          />
        ) : null
      }
      intro={<PageIntro title={step.pageTitle} description={step.pageDescription} />}
    >
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={headingClass}>
        {question.text.trim() || `Question ${step.questionNumber}`}
      </h1>
      {question.required ? (
        <p className="text-brand-700 mt-2 text-xs font-semibold tracking-wide uppercase">Required</p>
      ) : null}
      {description ? (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-slate-600">{description}</p>
      ) : null}
      <div className="mt-6">
        <ResponseInput
          question={question}
          draft={draft}
          labelledBy={headingId}
          describedBy={problem ? problemId : undefined}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
      <p id={problemId} aria-live="polite" className="mt-2 min-h-5 text-sm text-red-700">
        {problem}
      </p>
      {voiceNote}
    </StepLayout>
  );
}

// ----- media only and info ----------------------------------------------------------------------------

export function MediaStepView({
  step,
  headingRef,
  onMediaShown,
  onMediaEngaged,
  selectedVariants,
  onSelectVariant,
}: {
  step: MediaStep;
  headingRef: HeadingRef;
  onMediaShown: (id: string) => void;
  onMediaEngaged: (id: string) => void;
} & VariantSelection) {
  const description = step.pageDescription.trim();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {step.pageTitle.trim() || 'Take a look'}
      </h1>
      {description ? (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-slate-600">{description}</p>
      ) : null}
      <MediaView
        group={step.media}
        onShown={onMediaShown}
        onEngaged={onMediaEngaged}
        selectedId={selectedVariants?.[step.media.blockId]}
        onSelect={onSelectVariant}
        className="mt-6"
      />
    </div>
  );
}

export function InfoStepView({ step, headingRef }: { step: InfoStep; headingRef: HeadingRef }) {
  const description = step.pageDescription.trim();
  return (
    <div className="mx-auto w-full max-w-xl">
      <h1 ref={headingRef} tabIndex={-1} className={headingClass}>
        {step.pageTitle.trim() || 'Information'}
      </h1>
      {description ? (
        <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-slate-600">{description}</p>
      ) : null}
    </div>
  );
}
