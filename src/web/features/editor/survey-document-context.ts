import { createContext } from 'react';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';

/** The document being edited, for controls that list pages and questions or resolve references. */
export const SurveyDocumentContext = createContext<SurveyDocument | null>(null);
