import { LogoMark } from '../components/ui/logo.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the session loads, so guarded pages never flash signed-out content. */
export function SplashScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-white">
      <div className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900">
        <LogoMark className="size-10" />
        Pollen
      </div>
      <Spinner className="text-brand-600 size-6" label="Loading your session" />
    </div>
  );
}
