import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useAuthModal } from '../auth/auth-modal-context.tsx';

interface PricingTier {
  id: string;
  name: string;
  blurb: string;
  price: string;
  period?: string;
  features: string[];
  popular?: boolean;
}

// Figures from spec owner-side §9 "Pricing shown"; plan gating is not part of the product yet.
const tiers: PricingTier[] = [
  {
    id: 'individual',
    name: 'Individual',
    blurb: 'For trying Pollen on your own research.',
    price: 'Free',
    features: ['10 studies a month', '25 participants per study', 'Analytics dashboard'],
  },
  {
    id: 'team',
    name: 'Team',
    blurb: 'For research teams running studies every week.',
    price: '$49',
    period: '/month',
    features: [
      'Unlimited studies',
      '1,000 participants per study',
      'Advanced analytics',
      'Team collaboration',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    blurb: 'For organisations researching several products.',
    price: '$129',
    period: '/month',
    features: ['Everything in Team', 'Multi-product support', 'Priority support', 'Custom integrations'],
  },
];

export function PricingSection() {
  const { openAuthModal } = useAuthModal();

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Simple pricing for every stage of research
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-600">
            Start free. Move up when your studies and your team grow.
          </p>
        </div>

        <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {tiers.map((tier) => {
            const nameId = `pricing-${tier.id}-name`;
            return (
              <li
                key={tier.id}
                className={cn(
                  'rounded-card relative flex flex-col p-8',
                  tier.popular
                    ? 'shadow-brand-900/30 bg-slate-950 text-white shadow-2xl ring-1 ring-slate-900 lg:py-11'
                    : 'bg-white ring-1 ring-slate-200',
                )}
              >
                {tier.popular ? (
                  <>
                    {/* A faint indigo glow at the top edge marks the recommended plan. */}
                    <div
                      aria-hidden="true"
                      className="rounded-t-card from-brand-600/35 absolute inset-x-0 top-0 h-40 bg-linear-to-b to-transparent"
                    />
                    <p className="bg-pollen-300 absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap text-slate-950 shadow-sm">
                      Most popular
                    </p>
                  </>
                ) : null}

                <div className="relative">
                  <h3
                    id={nameId}
                    className={cn('text-lg font-semibold', tier.popular ? 'text-white' : 'text-slate-950')}
                  >
                    {tier.name}
                  </h3>
                  <p className={cn('mt-1.5 text-sm', tier.popular ? 'text-slate-300' : 'text-slate-600')}>
                    {tier.blurb}
                  </p>
                  <p className="mt-6 flex items-baseline gap-1">
                    <span
                      className={cn(
                        'text-5xl font-semibold tracking-tight',
                        tier.popular ? 'text-white' : 'text-slate-950',
                      )}
                    >
                      {tier.price}
                    </span>
                    {tier.period ? (
                      <span
                        className={cn(
                          'text-sm font-medium',
                          tier.popular ? 'text-slate-300' : 'text-slate-600',
                        )}
                      >
                        {tier.period}
                      </span>
                    ) : null}
                  </p>

                  <Button
                    size="lg"
                    variant={tier.popular ? 'primary' : 'secondary'}
                    aria-describedby={nameId}
                    onClick={() => openAuthModal('signup')}
                    // The default indigo focus ring would vanish against the dark card.
                    className={cn('mt-8 w-full', tier.popular && 'focus-visible:outline-white')}
                  >
                    Choose Plan
                  </Button>

                  <ul
                    className={cn(
                      'mt-8 space-y-3 text-sm',
                      tier.popular ? 'text-slate-200' : 'text-slate-700',
                    )}
                  >
                    {tier.features.map((feature) => (
                      <li key={feature} className="flex gap-3">
                        <Check
                          aria-hidden="true"
                          className={cn(
                            'mt-0.5 size-4 shrink-0',
                            tier.popular ? 'text-pollen-300' : 'text-brand-600',
                          )}
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>

        <p className="mt-10 text-center text-sm text-slate-600">Prices in US dollars.</p>
      </div>
    </section>
  );
}
