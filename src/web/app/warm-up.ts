import { cn } from '../lib/cn.ts';

/**
 * One-time work of a screen's first render, done in the gap while the screen's own code is still
 * downloading (the entry runs first; on a phone network the screen's chunks arrive a few hundred
 * milliseconds later, with the CPU idle meanwhile). In a trace of the analytics page at a 4× CPU
 * slowdown, tailwind-merge building its class tables on its first call took about 140 ms and the
 * first en-US number and date formats 40–100 ms, all inside the render before the first paint.
 * Where the code is already there, this costs nothing extra: the render would do it anyway.
 */
export function warmUpWhileCodeLoads(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)) {
  schedule(() => {
    cn('p-0', 'p-1');
    (0).toLocaleString('en-US');
    new Date(0).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  });
}
