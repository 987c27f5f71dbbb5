import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAuthModal } from '../auth/auth-modal-context.tsx';

export function FinalCtaSection() {
  const { openAuthModal } = useAuthModal();

  return (
    <section aria-labelledby="final-cta-title" className="px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-16 text-center shadow-xl shadow-brand-900/20 sm:px-16 sm:py-20">
        <CtaBackdrop />
        <h2
          id="final-cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to hear what people really think?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-100">
          Describe what you want to learn, and have a survey people enjoy finishing in minutes. Your first studies
          are free.
        </p>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => openAuthModal('signup')}
          // White on indigo: the default indigo focus ring would be invisible here.
          className="group mt-9 text-brand-800 ring-0 hover:bg-brand-50 focus-visible:outline-white"
        >
          Create your first survey
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </Button>
      </div>
    </section>
  );
}

/** Pollen's petals, scaled up and faded, so the band carries the brand without stock imagery. */
function CtaBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="absolute -top-24 -right-24 -z-10 size-96 text-white/10 sm:-top-32 sm:-right-16 sm:size-112"
    >
      <g fill="currentColor">
        <circle cx="200" cy="110" r="70" />
        <circle cx="290" cy="200" r="70" />
        <circle cx="200" cy="290" r="70" />
        <circle cx="110" cy="200" r="70" />
      </g>
      <circle cx="200" cy="200" r="50" className="fill-pollen-400/40" />
    </svg>
  );
}
