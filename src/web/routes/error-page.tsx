import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { LogoMark } from '../components/ui/logo.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/** Router error boundary: never a blank page, always a way back. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-6">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <LogoMark className="mx-auto size-10" />
        <span className="mx-auto mt-6 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          Pollen hit a problem showing this page. Your saved work is safe. Try again, or go back home.
        </p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-50 px-3 py-2 text-left text-xs whitespace-pre-wrap text-slate-700">
          {describe(error)}
        </pre>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          {/* A full navigation, not a router link: the router itself may be what failed. */}
          <Button asChild>
            <a href="/">Go back home</a>
          </Button>
        </div>
      </div>
    </div>
  );
}
