import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Templates', to: '/templates' },
      { label: 'Integrations', to: '/integrations' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help center', to: '/help' },
      { label: 'Guides', to: '/guides' },
      { label: 'Blog', to: '/blog' },
      { label: 'API', to: '/api' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-10 sm:px-8 sm:pt-16">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_2.6fr]">
          <div className="max-w-xs">
            <Link to="/" aria-label="Pollen home" className="inline-flex rounded-lg">
              <Logo />
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-slate-600">
              Gamified surveys and concept tests that people actually finish.
            </p>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-4">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-slate-950">{column.title}</h2>
                <ul className="mt-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      {/* min-h-10 keeps each link a comfortable tap target on phones. */}
                      <Link
                        to={link.to}
                        className="inline-flex min-h-10 items-center rounded text-sm text-slate-600 transition-colors hover:text-slate-950"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-slate-200 pt-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>© 2026 Pollen</p>
          <p>Self-hostable. No tracking cookies, no third-party requests.</p>
        </div>
      </div>
    </footer>
  );
}
