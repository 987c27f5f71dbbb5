import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Menu, MessageSquare, MessageSquareOff, X } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { useAuthModal } from '../features/auth/auth-modal-context.tsx';
import { ProfileMenu } from '../features/auth/profile-menu.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { isChatPath } from './chat-paths.ts';
import { scrollToSection } from './scroll-to-section.ts';

const sections = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export function Navbar() {
  const { user } = useCurrentUser();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function goToSection(id: string) {
    setMenuOpen(false);
    // Off the landing page the section's own route renders the page and scrolls there.
    if (location.pathname !== '/' || !scrollToSection(id)) void navigate(`/${id}`);
  }

  function signIn() {
    setMenuOpen(false);
    openAuthModal('signin');
  }

  const chatOpen = isChatPath(location.pathname);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
        <nav
          aria-label="Main"
          className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
        >
          <Link to={user ? '/polls' : '/'} className="rounded-lg" aria-label="Pollen home">
            <Logo />
          </Link>

          {user ? (
            <div className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="icon"
                aria-label={chatOpen ? 'Close chat assistant' : 'Open chat assistant'}
                title={chatOpen ? 'Close chat assistant' : 'Open chat assistant'}
                onClick={() => void navigate(chatOpen ? '/polls' : '/chat')}
              >
                {chatOpen ? <MessageSquareOff className="size-5" /> : <MessageSquare className="size-5" />}
              </Button>
              <ProfileMenu />
            </div>
          ) : (
            <>
              <div className="hidden items-center gap-1 md:flex">
                {sections.map((section) => (
                  <Button key={section.id} variant="ghost" onClick={() => goToSection(section.id)}>
                    {section.label}
                  </Button>
                ))}
                <Button className="ml-2" onClick={signIn}>
                  Sign In
                </Button>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
              </Button>
            </>
          )}
        </nav>
      </header>

      {/* Outside the header: its backdrop-filter would otherwise contain these fixed layers. */}
      {menuOpen && !user ? (
        <>
          <div
            data-testid="mobile-menu-overlay"
            aria-hidden="true"
            className="fixed inset-0 top-16 z-30 bg-slate-950/40 md:hidden"
            onClick={() => setMenuOpen(false)}
          />
          <div
            id="mobile-menu"
            className="fixed inset-x-0 top-16 z-40 border-b border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg md:hidden"
          >
            <ul className="space-y-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <button
                    type="button"
                    onClick={() => goToSection(section.id)}
                    className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-50"
                  >
                    {section.label}
                  </button>
                </li>
              ))}
            </ul>
            <Button size="lg" className="mt-3 w-full" onClick={signIn}>
              Sign In
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
