import { Link } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { LogoMark } from '../components/ui/logo.tsx';

/** The respondent flow arrives with the respondents issue; no survey is published before it. */
export function TakeSurveyPage() {
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-slate-900">This survey isn&apos;t available</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          The link may be mistyped, or its owner has not published the survey or has made it private.
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <LogoMark className="size-5" /> Made with Pollen
        </Link>
      </div>
    </div>
  );
}
