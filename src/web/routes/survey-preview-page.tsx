import { useParams } from 'react-router';
import { previewShareId } from '../features/take/take-endpoint.ts';
import { TakeSurveyPage } from '../features/take/take-survey-page.tsx';

/**
 * `/surveys/:surveyId/preview` (owner only): the draft in the respondent's own flow and step plan,
 * talking to the owner-only preview routes, so nothing the author answers is stored (issue 10 §5).
 */
export function SurveyPreviewPage() {
  const { surveyId = '' } = useParams();
  return <TakeSurveyPage key={surveyId} shareId={previewShareId(surveyId)} />;
}
