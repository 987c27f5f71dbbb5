import { preferenceBlockIdOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { StudyDesign, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyEdit } from '../survey-edits.ts';
import { requestedStudyDesign } from './survey-builder.ts';
import { quote } from './text-tools.ts';

// "Make it monadic", "show one variant per person", "switch to sequential monadic": a change of the
// concept test's study design (issue 11), read into the shared set_study_design edit so the model
// and the offline assistant change a survey the same way.

export interface DesignCommand {
  edits: SurveyEdit[];
  confirmation: string;
  noChange: string;
}

const CHANGE_VERB = /^(?:please\s+)?(?:make|switch|change|set|turn|use|show|run|let|go|move)\b/i;
// A new survey is a create request, even when it names a design ("make a monadic test of …").
const CREATE_WORDS =
  /\b(?:create|build|draft|new|(?:a|an)\s+(?:monadic|sequential|concept|side)|test\s+of)\b/i;
const SIDE_BY_SIDE =
  /\bside[\s-]+by[\s-]+side\b|\ball\s+(?:the\s+)?(?:variants|versions|concepts)\s+(?:at\s+once|together)\b/i;

const DESIGN_SENTENCES: Record<StudyDesign, string> = {
  side_by_side: 'Every respondent now sees all the variants side by side and picks one.',
  monadic:
    'Each respondent now sees one variant (monadic), assigned in turn so each variant gets as many respondents, and answers the questions about that one.',
  sequential_monadic:
    "Each respondent now sees every variant one after another, in a random order, and answers the page's questions about each (sequential monadic).",
};

const DESIGN_NAMES: Record<StudyDesign, string> = {
  side_by_side: 'side by side',
  monadic: 'monadic',
  sequential_monadic: 'sequential monadic',
};

/** The design a change request names, or null when the message asks for something else. */
export function requestedDesignChange(message: string): StudyDesign | null {
  const text = message.trim();
  if (!CHANGE_VERB.test(text) || CREATE_WORDS.test(text)) return null;
  if (SIDE_BY_SIDE.test(text)) return 'side_by_side';
  const design = requestedStudyDesign(text);
  return design === 'side_by_side' ? null : design;
}

/** The edits for a design change of the survey's first variants block, or null if not one. */
export function planDesignCommand(survey: SurveyDocument, message: string): DesignCommand | null {
  const design = requestedDesignChange(message);
  if (design === null) return null;
  const page = survey.pages.find((candidate) =>
    candidate.content_blocks.some((block) => block.type === 'MEDIA_SET'),
  );
  const set = page?.content_blocks.find((block) => block.type === 'MEDIA_SET');
  if (!page || set?.type !== 'MEDIA_SET') {
    return {
      edits: [],
      confirmation: '',
      noChange:
        'This survey shows no variants, so it has no study design to change. Say “add a variant” to start one.',
    };
  }
  const dropped =
    design === 'monadic'
      ? page.content_blocks.flatMap((block) =>
          block.type === 'QUESTION_SET'
            ? block.items.filter((question) => preferenceBlockIdOf(question) === set.id)
            : [],
        )
      : [];
  const removal = dropped.length
    ? ` I removed ${dropped.map((question) => quote(question.text)).join(' and ')}: a respondent who sees one variant has nothing to choose between.`
    : '';
  return {
    edits: [{ op: 'set_study_design', block_id: set.id, design }],
    confirmation: `${DESIGN_SENTENCES[design]}${removal}`,
    noChange:
      studyDesignOf(set) === design
        ? `The test is already ${DESIGN_NAMES[design]}.`
        : `I couldn't make the test ${DESIGN_NAMES[design]}.`,
  };
}
