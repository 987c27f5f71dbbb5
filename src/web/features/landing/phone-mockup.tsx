import { useEffect, useState } from 'react';
import {
  LazyMotion,
  animate,
  domAnimation,
  m,
  useMotionValue,
  useReducedMotion,
  useTransform,
} from 'motion/react';
import { Check, CircleCheck, Mic } from 'lucide-react';
import { LogoMark } from '../../components/ui/logo.tsx';
import { cn } from '../../lib/cn.ts';
import {
  DEMO_LOOP_MS,
  DEMO_QUESTION_COUNT,
  demoStateAt,
  msUntilNextPhase,
  type DemoPhase,
  type DemoState,
} from './demo-timeline.ts';

const CHOICE_OPTIONS = [
  'Ship faster, meet less',
  'Plan your week calmly',
  'Your roadmap in one place',
] as const;
const PICKED_CHOICE = 1;
const RATING_VALUES = [1, 2, 3, 4, 5] as const;
const PICKED_RATING = 4;
const TYPED_ANSWER = 'Honestly, the long form. I nearly gave up halfway.';
const FREE_TEXT_MAX_LENGTH = 500;
const WAVEFORM = [6, 12, 8, 16, 10, 14, 6, 11, 15, 7, 12, 9] as const;

// Reduced motion freezes the demo on the first question, already answered, so nothing moves.
const STATIC_STATE: DemoState = { questionIndex: 0, phase: 'interact' };

const easeOut = [0.22, 1, 0.36, 1] as const;

/**
 * The hero's phone: a respondent answering three sample questions, one per screen. Purely decorative,
 * so screen readers get one sentence and the internals are hidden (and inert, so nothing in it is
 * focusable or checked as page content while it fades).
 */
export function PhoneMockup({ className }: { className?: string }) {
  const reduceMotion = useReducedMotion() ?? false;
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (reduceMotion) return;
    const timer = window.setTimeout(
      () => setElapsed((current) => (current + msUntilNextPhase(current)) % DEMO_LOOP_MS),
      msUntilNextPhase(elapsed),
    );
    return () => window.clearTimeout(timer);
  }, [elapsed, reduceMotion]);

  const { questionIndex, phase } = reduceMotion ? STATIC_STATE : demoStateAt(elapsed);
  const answered = phase !== 'enter';
  const isLast = questionIndex === DEMO_QUESTION_COUNT - 1;

  return (
    <div
      role="img"
      aria-label="Example survey on a phone: one question at a time"
      className={cn('relative mx-auto w-68 sm:w-75', className)}
    >
      {/* LazyMotion with the DOM-animation subset keeps drag/layout code out of the landing bundle. */}
      <LazyMotion features={domAnimation} strict>
        <div aria-hidden="true" inert className="relative">
          <div className="shadow-brand-900/30 relative rounded-[2.75rem] bg-slate-950 p-2.5 shadow-2xl ring-1 ring-slate-900/10">
            <div className="relative flex h-140 flex-col overflow-hidden rounded-[2.25rem] bg-white sm:h-154">
              <StatusBar />
              <div className="flex items-center gap-2 px-5 pt-1">
                <LogoMark className="size-6" />
                <span className="text-xs font-semibold text-slate-900">Checkout study</span>
              </div>
              <ProgressHeader questionIndex={questionIndex} reduceMotion={reduceMotion} />

              <div className="relative flex-1 px-5 pt-5">
                <m.div
                  key={questionIndex}
                  initial={reduceMotion ? false : { opacity: 0, x: 28 }}
                  animate={phase === 'exit' ? { opacity: 0, x: -28 } : { opacity: 1, x: 0 }}
                  transition={{ duration: 0.4, ease: easeOut }}
                >
                  {questionIndex === 0 ? (
                    <ChoiceQuestion answered={answered} reduceMotion={reduceMotion} />
                  ) : questionIndex === 1 ? (
                    <RatingQuestion answered={answered} />
                  ) : (
                    <FreeTextQuestion answered={answered} />
                  )}
                </m.div>
              </div>

              <div className="px-5 pb-6">
                <span
                  className={cn(
                    'flex h-11 items-center justify-center rounded-xl text-sm font-semibold transition-colors duration-300',
                    answered
                      ? 'bg-brand-600 shadow-brand-600/30 text-white shadow-sm'
                      : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {isLast ? 'Submit' : 'Next'}
                </span>
              </div>
            </div>
          </div>

          <SavedToast phase={phase} reduceMotion={reduceMotion} />
          <AverageCard />
        </div>
      </LazyMotion>
    </div>
  );
}

function StatusBar() {
  return (
    <div className="relative flex h-11 items-center justify-between px-7 text-[0.8125rem] font-semibold text-slate-900">
      <span>9:41</span>
      <span className="absolute top-2.5 left-1/2 h-6 w-22 -translate-x-1/2 rounded-full bg-slate-950" />
      <span className="flex items-center gap-1.5">
        <span className="flex items-end gap-px">
          {[4, 6, 8, 10].map((height) => (
            <span key={height} className="w-0.75 rounded-sm bg-slate-900" style={{ height }} />
          ))}
        </span>
        <span className="relative h-2.75 w-5.5 rounded-[0.2rem] border border-slate-900 p-px">
          <span className="block h-full w-3/4 rounded-[0.1rem] bg-slate-900" />
        </span>
      </span>
    </div>
  );
}

function ProgressHeader({ questionIndex, reduceMotion }: { questionIndex: number; reduceMotion: boolean }) {
  const step = questionIndex + 1;
  return (
    <div className="px-5 pt-5">
      <div className="flex items-center justify-between text-[0.6875rem] font-semibold tracking-wider">
        <span className="text-brand-700">QUESTION {step}</span>
        <span className="text-slate-600">
          {step}/{DEMO_QUESTION_COUNT}
        </span>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <m.div
          className="from-brand-500 to-brand-600 h-full rounded-full bg-linear-to-r"
          initial={false}
          animate={{ width: `${(step / DEMO_QUESTION_COUNT) * 100}%` }}
          transition={reduceMotion ? { duration: 0 } : { duration: 0.5, ease: easeOut }}
        />
      </div>
    </div>
  );
}

function QuestionText({ kind, children }: { kind: string; children: string }) {
  return (
    <>
      <p className="text-[0.6875rem] font-semibold tracking-wider text-slate-600 uppercase">{kind}</p>
      <p className="mt-1.5 text-lg leading-snug font-semibold text-balance text-slate-900">{children}</p>
    </>
  );
}

function ChoiceQuestion({ answered, reduceMotion }: { answered: boolean; reduceMotion: boolean }) {
  return (
    <div>
      <QuestionText kind="Pick one">Which headline makes you want to read more?</QuestionText>
      <ul className="mt-4 space-y-2.5">
        {CHOICE_OPTIONS.map((option, index) => {
          const picked = answered && index === PICKED_CHOICE;
          return (
            <li
              key={option}
              className={cn(
                'relative flex items-center gap-3 overflow-hidden rounded-xl border px-3.5 py-3 text-sm transition-colors duration-300',
                picked
                  ? 'border-brand-600 bg-brand-50 text-brand-900 font-medium'
                  : 'border-slate-200 bg-white text-slate-700',
              )}
            >
              {picked && !reduceMotion ? (
                // The "tap": a ripple where the simulated finger lands.
                <m.span
                  className="bg-brand-400/30 absolute inset-0 rounded-xl"
                  initial={{ opacity: 0.8, scale: 0.3 }}
                  animate={{ opacity: 0, scale: 1.1 }}
                  transition={{ duration: 0.6, ease: 'easeOut' }}
                />
              ) : null}
              <span
                className={cn(
                  'relative flex size-5 shrink-0 items-center justify-center rounded-full border transition-colors duration-300',
                  picked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white',
                )}
              >
                {picked ? (
                  <m.span
                    initial={reduceMotion ? false : { scale: 0 }}
                    animate={{ scale: 1 }}
                    transition={{ type: 'spring', stiffness: 500, damping: 24 }}
                  >
                    <Check className="size-3" strokeWidth={3} />
                  </m.span>
                ) : null}
              </span>
              <span className="relative">{option}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RatingQuestion({ answered }: { answered: boolean }) {
  return (
    <div>
      <QuestionText kind="Rate 1 to 5">How easy was checkout?</QuestionText>
      <div className="mt-5 flex justify-between gap-2">
        {RATING_VALUES.map((value) => {
          const filled = answered && value <= PICKED_RATING;
          const picked = answered && value === PICKED_RATING;
          return (
            <m.span
              key={value}
              className={cn(
                'flex size-10.5 items-center justify-center rounded-xl border text-sm font-semibold',
                picked
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : filled
                    ? 'border-brand-200 bg-brand-100 text-brand-900'
                    : 'border-slate-200 bg-white text-slate-700',
              )}
              // The highlight sweeps up to the chosen value like a finger sliding along the scale.
              animate={picked ? { scale: [1, 1.15, 1] } : { scale: 1 }}
              transition={{ delay: picked ? 0.35 : 0, duration: 0.35 }}
              style={{
                transitionProperty: 'background-color, border-color, color',
                transitionDuration: '200ms',
                transitionDelay: `${filled ? value * 80 : 0}ms`,
              }}
            >
              {value}
            </m.span>
          );
        })}
      </div>
      <div className="mt-2 flex justify-between text-[0.6875rem] font-medium text-slate-600">
        <span>Very hard</span>
        <span>Very easy</span>
      </div>
      <m.p
        className="bg-pollen-300/40 mt-6 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-slate-900"
        initial={false}
        animate={answered ? { opacity: 1, y: 0 } : { opacity: 0, y: 6 }}
        transition={{ delay: answered ? 0.55 : 0, duration: 0.3 }}
      >
        {PICKED_RATING} ★ · Easy
      </m.p>
    </div>
  );
}

function FreeTextQuestion({ answered }: { answered: boolean }) {
  const typedCount = useMotionValue(0);
  const typedText = useTransform(typedCount, (count) => TYPED_ANSWER.slice(0, Math.round(count)));
  const counter = useTransform(typedCount, (count) => `${Math.round(count)}/${FREE_TEXT_MAX_LENGTH}`);

  useEffect(() => {
    if (!answered) {
      typedCount.set(0);
      return;
    }
    const controls = animate(typedCount, TYPED_ANSWER.length, { duration: 1.9, ease: 'linear' });
    return () => controls.stop();
  }, [answered, typedCount]);

  return (
    <div>
      <QuestionText kind="In your words">What almost stopped you from signing up?</QuestionText>
      <div
        className={cn(
          'mt-4 min-h-28 rounded-xl border p-3 text-sm leading-relaxed transition-colors duration-300',
          answered ? 'border-brand-600 ring-brand-600 ring-1' : 'border-slate-200',
        )}
      >
        {answered ? (
          <span className="text-slate-900">
            <m.span>{typedText}</m.span>
            <span className="bg-brand-600 ml-px inline-block h-4 w-0.5 translate-y-0.5 animate-pulse" />
          </span>
        ) : (
          <span className="text-slate-600">Type your answer here...</span>
        )}
      </div>
      <div className="mt-2 flex items-center justify-between">
        <span className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-700">
          <Mic className="text-brand-600 size-3.5" />
          Voice note
          <span className="flex items-center gap-px">
            {WAVEFORM.map((height, index) => (
              <span
                key={index}
                className="bg-brand-300 w-0.5 rounded-full"
                style={{ height: height * 0.75 }}
              />
            ))}
          </span>
        </span>
        <m.span className="text-[0.6875rem] text-slate-600 tabular-nums">{counter}</m.span>
      </div>
    </div>
  );
}

/** A "response saved" note that pops up once the simulated respondent has answered. */
function SavedToast({ phase, reduceMotion }: { phase: DemoPhase; reduceMotion: boolean }) {
  const visible = phase === 'interact';
  return (
    <m.div
      className="absolute bottom-36 -left-20 hidden items-center gap-2.5 rounded-2xl bg-white/95 px-3.5 py-2.5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200 backdrop-blur sm:flex lg:top-44 lg:bottom-auto lg:-left-36"
      initial={false}
      animate={visible || reduceMotion ? { opacity: 1, y: 0, scale: 1 } : { opacity: 0, y: 8, scale: 0.96 }}
      transition={{ delay: visible ? 1.4 : 0, duration: 0.35, ease: easeOut }}
    >
      <CircleCheck className="size-5 text-emerald-600" />
      <span className="text-left leading-tight">
        <span className="block text-xs font-semibold text-slate-900">Answer saved</span>
        <span className="block text-[0.6875rem] text-slate-600">Maya · just now</span>
      </span>
    </m.div>
  );
}

/** A glimpse of the analytics side, so the mockup hints at what the owner sees. */
function AverageCard() {
  const bars = [18, 30, 52, 88, 64] as const;
  return (
    <div className="absolute -right-16 bottom-20 hidden w-40 rounded-2xl bg-white/95 p-3.5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200 backdrop-blur sm:block lg:-right-32">
      <p className="text-[0.6875rem] font-medium text-slate-600">Ease of checkout</p>
      <p className="mt-0.5 text-lg font-semibold text-slate-900">
        4.2 <span className="text-pollen-500">★</span>
      </p>
      <div className="mt-2 flex h-10 items-end gap-1.5">
        {bars.map((height, index) => (
          <span
            key={index}
            className={cn('flex-1 rounded-sm', index === 3 ? 'bg-brand-600' : 'bg-brand-200')}
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
    </div>
  );
}
