import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

// Fictional people and companies: sample copy for the page, not real customers.
const testimonials = [
  {
    quote:
      'Our checkout survey used to stall halfway. With one question per screen, people just keep tapping until they are done.',
    name: 'Maya Okafor',
    role: 'UX Researcher',
    company: 'Brightpath',
    initials: 'MO',
    avatar: 'bg-brand-100 text-brand-900',
  },
  {
    quote:
      'We drop three packaging concepts in as variants on Monday and have a clear favourite by Wednesday. No more slide decks full of guesses.',
    name: 'Daniel Reyes',
    role: 'Product Marketing Lead',
    company: 'Lumen Labs',
    initials: 'DR',
    avatar: 'bg-pollen-300/60 text-slate-900',
  },
  {
    quote:
      'The voice notes are gold. People say things out loud they would never bother to type, and it all sits right next to the charts.',
    name: 'Priya Nair',
    role: 'Head of Research',
    company: 'Fieldnote',
    initials: 'PN',
    avatar: 'bg-emerald-100 text-emerald-900',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">Loved by researchers</p>
          <h2
            id="testimonials-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Shorter steps, richer answers
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Teams use Pollen to hear from customers while the question still matters.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="rounded-card flex h-full flex-col bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <div aria-hidden="true" className="text-pollen-400 flex gap-0.5">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Star key={star} className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-5 flex-1 text-base leading-relaxed text-slate-800">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-7 flex items-center gap-3 border-t border-slate-100 pt-5">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      testimonial.avatar,
                    )}
                  >
                    {testimonial.initials}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-950">{testimonial.name}</span>
                    <span className="block text-slate-600">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <LogoMarquee />
      </div>
    </section>
  );
}

interface Company {
  name: string;
  mark: ReactNode;
  wordmark: string;
}

// Each fictional company gets its own small glyph and type treatment so the strip reads as real wordmarks.
const companies: Company[] = [
  {
    name: 'Northwind',
    wordmark: 'font-semibold tracking-tight',
    mark: <path d="M12 2 20 21l-8-5-8 5z" fill="currentColor" />,
  },
  {
    name: 'Lumen Labs',
    wordmark: 'font-medium lowercase',
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4.5" />
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </g>
    ),
  },
  {
    name: 'Acme Health',
    wordmark: 'font-bold tracking-tight',
    mark: (
      <g>
        <rect x="2" y="2" width="20" height="20" rx="6" fill="currentColor" />
        <path d="M12 7v10M7 12h10" stroke="white" strokeWidth="2.6" strokeLinecap="round" />
      </g>
    ),
  },
  {
    name: 'Fieldnote',
    wordmark: 'font-serif text-[1.2rem] italic',
    mark: (
      <path
        d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15Zm0 0 8-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  {
    name: 'Brightpath',
    wordmark: 'text-sm font-semibold tracking-[0.2em] uppercase',
    mark: (
      <path
        d="m4 6 6 6-6 6M12 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  {
    name: 'Orbital',
    wordmark: 'font-semibold lowercase tracking-tight',
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="2.2">
        <ellipse cx="12" cy="12" rx="10" ry="4.5" transform="rotate(-25 12 12)" />
        <circle cx="12" cy="12" r="3" fill="currentColor" stroke="none" />
      </g>
    ),
  },
  {
    name: 'Kestrel & Co',
    wordmark: 'font-medium tracking-wide',
    mark: <path d="M2 14c5-1 8-4 10-10 1 5 4 8 10 9-6 1-9 3-10 8-2-5-5-7-10-7Z" fill="currentColor" />,
  },
  {
    name: 'Tidewater',
    wordmark: 'font-semibold',
    mark: (
      <path
        d="M2 9c3-3 5-3 8 0s5 3 8 0 4-2 4-2M2 16c3-3 5-3 8 0s5 3 8 0 4-2 4-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    ),
  },
];

function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      className={cn(
        'flex shrink-0 items-center gap-x-14 pr-14',
        // Without motion the strip stops, so the logos wrap onto lines instead of being cut off.
        'motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0',
        duplicate && 'motion-reduce:hidden',
      )}
    >
      {companies.map((company) => (
        <li key={company.name} className="flex items-center gap-2 text-slate-600">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
            {company.mark}
          </svg>
          <span className={cn('text-lg whitespace-nowrap', company.wordmark)}>{company.name}</span>
        </li>
      ))}
    </ul>
  );
}

function LogoMarquee() {
  return (
    <div className="mt-20">
      <p className="text-center text-sm font-medium text-slate-600">
        Research teams at growing companies use Pollen
      </p>
      <div className="group relative mt-8 overflow-hidden mask-[linear-gradient(to_right,transparent,black_12%,black_88%,transparent)] motion-reduce:mask-none">
        {/* Two identical lists: sliding by exactly half the track makes the loop seamless. */}
        <div className="animate-marquee flex w-max group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none">
          <LogoList />
          <LogoList duplicate />
        </div>
      </div>
    </div>
  );
}
