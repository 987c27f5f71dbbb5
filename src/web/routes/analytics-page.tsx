import { useParams } from 'react-router';
import { AnalyticsView } from '../features/analytics/analytics-view.tsx';

/** /analytics/:shareId in the owner's sidebar layout (spec respondent §2 "Analytics page"). */
export function AnalyticsPage() {
  const { shareId } = useParams();
  return <AnalyticsView key={shareId} shareId={shareId} />;
}
