import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <span className="bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-2xl">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        404 - Page Not Found
      </h1>
      <p className="mt-3 text-base text-slate-600">The page you&apos;re looking for doesn&apos;t exist.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Go back home</Link>
      </Button>
    </div>
  );
}
