import { useParams } from 'react-router';
import { TakeSurveyPage as TakeSurvey } from '../features/take/take-survey-page.tsx';

/**
 * A respondent link followed inside the app (a full page load gets the separate take.html bundle
 * instead); both render the same flow.
 */
export function TakeSurveyPage() {
  const { shareId = '', testId = '' } = useParams();
  return <TakeSurvey shareId={shareId || testId} />;
}
