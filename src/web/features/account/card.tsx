import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <section
      id={id}
      className={cn('rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8', className)}
    >
      {children}
    </section>
  );
}
