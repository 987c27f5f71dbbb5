import type { ComponentType } from 'react';
import { Check, ChartColumn, Images, Mic, Smartphone, Star, type LucideIcon } from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  Visual: ComponentType;
}

const features: Feature[] = [
  {
    title: 'No More Survey Fatigue',
    description:
      'Respondents see one question per step on their phone, with a progress bar that shows how close they are to done. When typing feels like a chore, they can leave a voice note instead.',
    icon: Smartphone,
    Visual: FatigueVisual,
  },
  {
    title: 'Test Anything Visual',
    description:
      'Put images, links or plain text in front of people as A/B variants and ask which one lands. Concept tests sit right beside your regular questions.',
    icon: Images,
    Visual: ConceptVisual,
  },
  {
    title: 'Results That Drive Action',
    description:
      'Answers flow into live analytics with averages, distributions and every free-text reply in one place, so you can make the call while the study is still running.',
    icon: ChartColumn,
    Visual: ResultsVisual,
  },
];

const steps = [
  {
    title: 'Describe your study',
    body: 'Tell the assistant what you want to learn. It drafts a multi-page survey you can edit inline.',
  },
  {
    title: 'Share one link',
    body: 'Publish and send the public link. Respondents answer on any phone, no account needed.',
  },
  {
    title: 'Read the results',
    body: 'Watch responses arrive in the analytics dashboard, question by question.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">Why Pollen</p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Built for answers, not abandoned forms
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Pollen keeps respondents moving, lets you test the things you actually ship, and turns replies
            into decisions you can defend.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon, Visual }) => (
            <li
              key={title}
              className="group rounded-card flex flex-col border border-slate-200 bg-white p-2 shadow-sm transition-shadow hover:shadow-lg hover:shadow-slate-900/5"
            >
              <div
                aria-hidden="true"
                className="to-brand-50/60 relative h-56 overflow-hidden rounded-xl bg-linear-to-b from-slate-50 ring-1 ring-slate-100"
              >
                <Visual />
              </div>
              <div className="px-4 pt-6 pb-5">
                <span className="bg-brand-50 text-brand-700 ring-brand-100 flex size-10 items-center justify-center rounded-xl ring-1">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="rounded-card mt-16 border border-slate-200 bg-slate-50 px-6 py-8 sm:px-10">
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">How it works</h3>
          <ol className="mt-6 grid gap-8 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="bg-brand-600 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h4 className="font-semibold text-slate-950">{step.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** One question per screen, a progress bar and a voice note: the respondent's view in miniature. */
function FatigueVisual() {
  const waveform = [8, 14, 10, 20, 12, 24, 16, 10, 18, 22, 12, 8, 16, 20, 10, 14] as const;
  return (
    <div className="absolute inset-x-6 top-6 rounded-t-2xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200 transition-transform duration-500 group-hover:-translate-y-1 motion-reduce:transition-none">
      <div className="flex items-center justify-between text-[0.625rem] font-semibold tracking-wider">
        <span className="text-brand-700">QUESTION 2</span>
        <span className="text-slate-600">2/5</span>
      </div>
      <div className="mt-1.5 h-1.5 rounded-full bg-slate-100">
        <div className="bg-brand-600 h-full w-2/5 rounded-full" />
      </div>
      <p className="mt-3 text-sm font-semibold text-slate-900">What did you expect to happen?</p>
      <div className="bg-brand-50 ring-brand-100 mt-3 flex items-center gap-2.5 rounded-xl px-3 py-2.5 ring-1">
        <span className="bg-brand-600 flex size-7 items-center justify-center rounded-full text-white">
          <Mic className="size-3.5" />
        </span>
        <span className="flex flex-1 items-center gap-0.75">
          {waveform.map((height, index) => (
            <span key={index} className="bg-brand-400 w-0.75 rounded-full" style={{ height }} />
          ))}
        </span>
        <span className="text-brand-900 text-[0.6875rem] font-medium tabular-nums">0:12</span>
      </div>
    </div>
  );
}

/** Two variants side by side, one chosen, with the split underneath. */
function ConceptVisual() {
  return (
    <div className="absolute inset-x-6 top-6 grid grid-cols-2 gap-3">
      {(['A', 'B'] as const).map((variant) => {
        const chosen = variant === 'B';
        return (
          <div
            key={variant}
            className={
              chosen
                ? 'shadow-brand-900/10 ring-brand-600 relative rounded-xl bg-white p-2 shadow-lg ring-2 transition-transform duration-500 group-hover:-translate-y-1 motion-reduce:transition-none'
                : 'relative rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200'
            }
          >
            <div
              className={
                chosen
                  ? 'from-pollen-300 to-pollen-500 relative h-20 overflow-hidden rounded-lg bg-linear-to-br'
                  : 'from-brand-200 to-brand-400 relative h-20 overflow-hidden rounded-lg bg-linear-to-br'
              }
            >
              <span className="absolute -right-3 -bottom-4 size-14 rounded-full bg-white/40" />
              <span className="absolute top-3 left-3 h-2 w-12 rounded-full bg-white/80" />
              <span className="absolute top-7 left-3 h-2 w-8 rounded-full bg-white/60" />
            </div>
            <p className="mt-2 flex items-center justify-between px-0.5 text-xs font-semibold text-slate-800">
              Variant {variant}
              {chosen ? (
                <span className="bg-brand-600 flex size-4.5 items-center justify-center rounded-full text-white">
                  <Check className="size-3" strokeWidth={3} />
                </span>
              ) : null}
            </p>
          </div>
        );
      })}
      <div className="col-span-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <div className="flex h-2.5 overflow-hidden rounded-full">
          <span className="bg-brand-300 w-[38%]" />
          <span className="bg-brand-600 flex-1" />
        </div>
        <div className="mt-1.5 flex justify-between text-[0.6875rem] font-medium text-slate-700">
          <span>A · 38%</span>
          <span>B · 62%</span>
        </div>
      </div>
    </div>
  );
}

/** A rating distribution with its average and a free-text answer beside it. */
function ResultsVisual() {
  const distribution = [
    { label: '1', value: 8 },
    { label: '2', value: 14 },
    { label: '3', value: 30 },
    { label: '4', value: 62 },
    { label: '5', value: 46 },
  ] as const;
  const max = Math.max(...distribution.map((bar) => bar.value));
  return (
    <div className="absolute inset-x-6 top-6 rounded-t-2xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200 transition-transform duration-500 group-hover:-translate-y-1 motion-reduce:transition-none">
      <div className="flex items-start justify-between">
        <div>
          <p className="text-[0.6875rem] font-medium text-slate-600">Average rating</p>
          <p className="flex items-center gap-1 text-xl font-semibold text-slate-950">
            3.9 <Star className="fill-pollen-400 text-pollen-500 size-4" />
          </p>
        </div>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-emerald-800 ring-1 ring-emerald-200">
          Live
        </span>
      </div>
      <div className="mt-3 flex h-16 items-end gap-2">
        {distribution.map((bar) => (
          <div key={bar.label} className="flex flex-1 flex-col items-center gap-1">
            <span
              className={
                bar.value === max ? 'bg-brand-600 w-full rounded-t' : 'bg-brand-200 w-full rounded-t'
              }
              style={{ height: `${(bar.value / max) * 48}px` }}
            />
            <span className="text-[0.625rem] font-medium text-slate-600">{bar.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 rounded-lg bg-slate-50 px-2.5 py-2 text-xs text-slate-700 italic ring-1 ring-slate-100">
        “Checkout felt fast, but I couldn’t find the promo field.”
      </p>
    </div>
  );
}
