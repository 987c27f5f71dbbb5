import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAuthModal } from '../auth/auth-modal-context.tsx';

export function FinalCtaSection() {
  const { openAuthModal } = useAuthModal();

  return (
    <section aria-labelledby="final-cta-title" className="px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="bg-brand-700 shadow-brand-900/20 relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl px-6 py-16 text-center shadow-xl sm:px-16 sm:py-20">
        <CtaBackdrop />
        <h2
          id="final-cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to hear what people really think?
        </h2>
        <p className="text-brand-100 mx-auto mt-4 max-w-xl text-lg text-pretty">
          Describe what you want to learn, and have a survey people enjoy finishing in minutes. Your first
          studies are free.
        </p>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => openAuthModal('signup')}
          // White on indigo: the default indigo focus ring would be invisible here.
          className="group text-brand-800 hover:bg-brand-50 mt-9 ring-0 focus-visible:outline-white"
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
      // Tucked into the bottom corner at every width: behind the heading, white text on yellow would be unreadable.
      className="absolute -right-24 -bottom-28 -z-10 size-64 sm:-right-20 sm:-bottom-36 sm:size-96"
    >
      <g className="fill-white/10">
        <circle cx="200" cy="110" r="70" />
        <circle cx="290" cy="200" r="70" />
        <circle cx="200" cy="290" r="70" />
        <circle cx="110" cy="200" r="70" />
      </g>
      <circle cx="200" cy="200" r="46" className="fill-pollen-400" />
    </svg>
  );
}
