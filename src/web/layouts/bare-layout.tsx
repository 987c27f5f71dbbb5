import { Outlet } from 'react-router';

/** Respondent pages: nothing around the survey, no chat controls. */
export function BareLayout() {
  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <Outlet />
    </main>
  );
}
