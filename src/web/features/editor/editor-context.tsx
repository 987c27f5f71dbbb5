import { createContext, useContext } from 'react';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ConfirmOptions } from '../../components/ui/confirm-dialog.tsx';

export type DocumentOperation = (document: SurveyDocument) => SurveyDocument;

export interface EditorContextValue {
  surveyId: string;
  /** Applies one pure operation from survey-operations to the latest document (autosaved). */
  update: (operation: DocumentOperation) => void;
  /** Asks the author to confirm something destructive; resolves true when confirmed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor must be used inside <SurveyEditor>');
  return value;
}
