import { Outlet } from 'react-router';
import { Navbar } from './navbar.tsx';

/** Navbar and a centred column: account settings, password reset. */
export function PlainLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <Navbar />
      <main id="main" className="flex flex-1 justify-center px-4 py-10 sm:py-16">
        <Outlet />
      </main>
    </div>
  );
}
