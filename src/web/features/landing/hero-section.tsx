import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { scrollToSection } from '../../layouts/scroll-to-section.ts';
import { useAuthModal } from '../auth/auth-modal-context.tsx';
import { PhoneMockup } from './phone-mockup.tsx';

const reassurances = ['Free for 10 studies a month', 'Self-hostable', 'No tracking cookies'] as const;

export function HeroSection() {
  const { openAuthModal } = useAuthModal();

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-5 pt-14 pb-20 sm:px-8 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="border-brand-200 inline-flex items-center gap-2 rounded-full border bg-white/80 py-1 pr-3.5 pl-1 text-sm font-medium text-slate-800 shadow-sm backdrop-blur">
            <span className="bg-brand-600 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-white">
              <Sparkles aria-hidden="true" className="size-3.5" />
              Gamified
            </span>
            3x higher completion rates
          </p>

          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-5xl lg:text-6xl"
          >
            Surveys people{' '}
            <span className="text-brand-600 relative whitespace-nowrap">
              actually finish
              {/* Solid text with a drawn underline: gradient-clipped text can't be checked for contrast. */}
              <svg
                aria-hidden="true"
                viewBox="0 0 300 12"
                preserveAspectRatio="none"
                className="text-pollen-400 absolute -bottom-2 left-0 h-3 w-full"
              >
                <path
                  d="M2 9.5C60 3.5 140 1.5 298 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="5"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </h1>

          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600 lg:mx-0">
            Pollen turns long forms into a quick, game-like flow: one question per tap, a progress bar that
            keeps people going, and voice notes when typing feels like work. Describe what you want to learn
            and the AI assistant drafts the survey for you.
          </p>

          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button size="lg" onClick={() => openAuthModal('signup')} className="group">
              Start for free
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Button>
            <Button size="lg" variant="secondary" onClick={() => scrollToSection('features')}>
              See how it works
            </Button>
          </div>

          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {reassurances.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="text-brand-600 size-4" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex justify-center lg:justify-end lg:pr-16">
          <div className="relative">
            {/* A soft glow so the phone sits in light rather than floating on flat white. */}
            <div
              aria-hidden="true"
              className="from-brand-300/70 to-pollen-300/60 absolute top-1/2 left-1/2 -z-10 size-80 -translate-1/2 rounded-full bg-linear-to-tr via-violet-200/60 blur-3xl sm:size-120"
            />
            <PhoneMockup />
          </div>
        </div>
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20">
      <div className="from-brand-50/70 absolute inset-0 bg-linear-to-b via-white to-white" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(226_232_240/0.7)_1px,transparent_1px),linear-gradient(to_bottom,rgb(226_232_240/0.7)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)] bg-size-[3rem_3rem]" />
    </div>
  );
}
