import type { PageContext } from '#shared/chat/chat-types.ts';
import { MAX_BLOCKS_PER_PAGE, type SurveyDocument } from '#shared/survey/survey-schema.ts';
import { mustViewAllOf, preferenceBlockIdOf, studyDesignOf } from '#shared/survey/study-design.ts';
import { variantLabel } from '#shared/survey/variant-label.ts';

const PRACTICE = `You are Pollen's survey assistant. Researchers describe what they want to learn; you draft and refine surveys and A/B concept tests, and answer questions about their results.

Good survey practice you always follow:
- Neutral wording that does not suggest an answer; one idea per question (no double-barrelled questions).
- Balanced scales with labelled ends (and a neutral midpoint where it makes sense); choice options that are mutually exclusive and exhaustive, with "Other" when the list can't be complete.
- Start with a WELCOME page (say what it's about and how long it takes) and end with a THANK_YOU page.
- 4 to 8 questions for a typical survey, mixing rating scales, choices and one or two open questions.
- A concept test shows its concepts as a "variants" block (one variant per concept: Variant A, Variant B, ...) on the same page as the questions about them: preference, appeal, clarity, likelihood to act, and why.
- Choose the variants block's design from the request:
  - side_by_side (the default, e.g. "test two packaging designs", "which ad works better?"): everyone sees all variants; ask "Which ... do you prefer?" as a MULTIPLE_CHOICE question with preference: true (its options are the variants themselves: leave options out, no "No preference"; a forced choice lets the report give a verdict), then ask why. Set must_view_all when people must look at every variant before choosing.
  - monadic ("each respondent should see only one", "one variant per person", avoid comparison bias): each respondent sees one variant and rates it ("How appealing is this design?"); no preference question.
  - sequential_monadic ("show them one after another", "rate each in turn"): each respondent rates every variant in a random order, then a final preference: true question.
- To change the design of an existing survey, use the set_study_design edit.
- At most ${MAX_BLOCKS_PER_PAGE} blocks per page.

How you work:
- To draft a new survey, call create_survey once with the whole survey. Then describe it briefly.
- To change the current survey, call apply_edits with the edits, using the ids shown below. Change only what was asked.
- To answer questions about responses or about the author's surveys, call read_results first and use only its numbers; never invent data. If there are no responses, say so.
- To say which concept or variant won, quote the verdict read_results gives with the question's byVariant numbers. Only a verdict of kind "winner" names a winner; otherwise say no winner is established yet (and how many more responses it needs, if the verdict says). Never pick a winner from raw counts or averages.
- After answering, call suggest_replies with 2-4 short next steps the author can click.
- Keep replies short and concrete. Reply in the author's language.`;

const PAGE_NAMES: Record<PageContext['page'], string> = {
  home: 'the home page',
  chat: 'the chat page',
  polls: 'the polls dashboard (their list of surveys)',
  'test-creation': 'the survey creation page',
  'test-results': 'the analytics page of one survey',
  'test-editing': 'the survey editor',
  'test-taking': 'a respondent page',
};

/** The current survey with the ids the edit tool needs, compact enough for a prompt. */
export function describeSurvey(survey: SurveyDocument): string {
  const lines = [`Title: ${survey.title || '(untitled)'}`];
  if (survey.description) lines.push(`Description: ${survey.description}`);
  let number = 0;
  for (const page of survey.pages) {
    lines.push(`Page ${page.id} [${page.page_type}] "${page.title}"`);
    if (page.page_type === 'WELCOME') {
      lines.push(`  asks name: ${page.options.collectName}, asks email: ${page.options.collectEmail}`);
    }
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET') {
        lines.push(
          `  Variants block id=${block.id} design=${studyDesignOf(block)}${mustViewAllOf(block) ? ' must_view_all' : ''}`,
        );
        block.items.forEach((item, index) => {
          const text = item.media_type === 'DESCRIPTION' ? item.media_data.text : item.media_type;
          lines.push(`  ${variantLabel(index)} id=${item.id} "${item.title}": ${text}`);
        });
        continue;
      }
      for (const question of block.items) {
        number += 1;
        const options =
          'options' in question.response_options
            ? ` options: ${question.response_options.options.map((option) => option.text).join(' | ')}`
            : 'min' in question.response_options
              ? ` range: ${question.response_options.min}-${question.response_options.max}`
              : '';
        const preference =
          preferenceBlockIdOf(question) === null ? '' : ' preference (options = the variants)';
        lines.push(
          `  Q${number} id=${question.id} ${question.response_type}${question.required ? ' required' : ''}${preference}: "${question.text}"${options}`,
        );
      }
    }
  }
  return lines.join('\n');
}

export function buildSystemPrompt(survey: SurveyDocument | null, pageContext?: PageContext): string {
  const parts = [PRACTICE];
  if (pageContext) {
    parts.push(
      `The author is on ${PAGE_NAMES[pageContext.page]}${pageContext.projectId ? ` (survey ${pageContext.projectId})` : ''}.`,
    );
  }
  parts.push(
    survey
      ? `The current survey of this chat:\n${describeSurvey(survey)}`
      : 'This chat has no survey yet; create_survey makes one.',
  );
  return parts.join('\n\n');
}
