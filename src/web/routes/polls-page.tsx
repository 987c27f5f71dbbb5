import { PollsDashboard } from '../features/dashboard/polls-dashboard.tsx';

/** /polls and /data: the owner's surveys (spec owner-side §2 "Polls dashboard"). */
export function PollsPage() {
  return (
    <>
      <title>Your surveys · Pollen</title>
      <PollsDashboard />
    </>
  );
}
