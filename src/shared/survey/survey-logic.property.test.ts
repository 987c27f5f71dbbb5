import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canAdvance, toSubmissionAnswers, validateSubmission } from '../take/answer-rules.ts';
import { buildTakePlan, planOnPath, questionStepsOf } from '../take/take-steps.ts';
import type { AnswerDraft, TakePlan } from '../take/take-types.ts';
import { findPublishProblems } from './publish-checks.ts';
import { surveyPath, standardPagesOf } from './survey-logic.ts';
import { HIDDEN_FIELD, answerFor, logicSurvey } from './survey-logic-arbitraries.ts';
import type { SurveyDocument } from './survey-schema.ts';
import { normalizeSurvey } from './normalize-survey.ts';

// Issue 12's proof for the pure rules: walking any survey the way the respondent's browser does
// ends on the thank-you page without revisiting a page; what that walk submits validates on the
// server's rules; the publish check catches every loop.

const hiddenValue = fc.constantFrom('', 'newsletter', 'news', 'ads');

interface Walk {
  plan: TakePlan;
  answers: Record<string, AnswerDraft>;
  /** Page ids in the order the respondent saw their steps. */
  seenPages: string[];
  ended: boolean;
}

/**
 * The respondent flow: Next from each step of the plan on the path, recomputed after every answer
 * (as survey-flow.tsx does), answering each question with a random valid answer or, when it may,
 * leaving it blank; Submit on the last step.
 */
function walk(document: SurveyDocument, hidden: Record<string, string>, picks: readonly number[]): Walk {
  const full = buildTakePlan(document);
  const answers: Record<string, AnswerDraft> = {};
  const seenPages: string[] = [];
  let index = 0;
  for (let guard = 0; guard < 500; guard += 1) {
    let plan = planOnPath(full, document, { answers, hidden });
    const step = plan.steps[index]!;
    if (step.kind !== 'welcome') {
      if (seenPages.at(-1) !== step.pageId) seenPages.push(step.pageId);
    }
    if (step.kind === 'question') {
      const pick = picks[guard % picks.length]!;
      if (step.question.required || pick % 3 !== 0) answers[step.answerKey] = answerFor(step.question, pick);
      plan = planOnPath(full, document, { answers, hidden });
    }
    expect(canAdvance(plan.steps[index]!, { name: 'Ann', email: '', answers })).toBe(true);
    if (index === plan.steps.length - 1) return { plan, answers, seenPages, ended: true };
    index += 1;
  }
  return { plan: full, answers, seenPages, ended: false };
}

const anyWalk = fc.record({
  document: logicSurvey(),
  hidden: hiddenValue,
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
});

describe('the path through a survey with logic', () => {
  test('every walk ends on the thank-you page and never revisits a page', () => {
    fc.assert(
      fc.property(anyWalk, ({ document, hidden, picks }) => {
        const fields: Record<string, string> = hidden === '' ? {} : { [HIDDEN_FIELD]: hidden };
        const result = walk(document, fields, picks);
        expect(result.ended).toBe(true);
        expect(new Set(result.seenPages).size).toBe(result.seenPages.length);
        // Pages come in document order: a rule only ever skips ahead.
        const order = standardPagesOf(document).map((page) => page.id);
        const positions = result.seenPages.map((id) => order.indexOf(id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        // The pages seen are the path the final answers imply.
        const path = surveyPath(document, { answers: result.answers, hidden: fields }).pageIds;
        expect(result.seenPages).toEqual(
          path.filter((id) => result.plan.steps.some((s) => s.kind !== 'welcome' && s.pageId === id)),
        );
      }),
      { numRuns: 300 },
    );
  });

  test('the path is finite and forward even when rules point backward, at themselves or nowhere', () => {
    fc.assert(
      fc.property(
        logicSurvey({ anyTarget: true }),
        hiddenValue,
        fc.array(fc.nat(), { minLength: 1 }),
        (document, hidden, picks) => {
          const answers: Record<string, AnswerDraft> = {};
          standardPagesOf(document).forEach((page, index) => {
            for (const block of page.content_blocks)
              if (block.type === 'QUESTION_SET')
                for (const question of block.items)
                  answers[question.id] = answerFor(question, picks[index % picks.length]!);
          });
          const path = surveyPath(document, { answers, hidden: { [HIDDEN_FIELD]: hidden } }).pageIds;
          const order = standardPagesOf(document).map((page) => page.id);
          const positions = path.map((id) => order.indexOf(id));
          expect(positions.every((position, i) => i === 0 || position > positions[i - 1]!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a submission along a walked path validates with the server rules, and only the path is stored', () => {
    fc.assert(
      fc.property(anyWalk, ({ document, hidden, picks }) => {
        const fields: Record<string, string> = hidden === '' ? {} : { [HIDDEN_FIELD]: hidden };
        const result = walk(document, fields, picks);
        const answers = toSubmissionAnswers(result.plan, result.answers);
        const check = validateSubmission(document, { name: 'Ann', answers, hidden_fields: fields });
        expect(check).toMatchObject({ ok: true });
        if (!check.ok) return;
        expect(check.answers.map((answer) => answer.question_id)).toEqual(
          answers.map((answer) => answer.question_id),
        );
        expect(check.hiddenFields).toEqual(fields);
      }),
      { numRuns: 300 },
    );
  });

  test('an answer to a question the path skipped is refused with a clear message', () => {
    fc.assert(
      fc.property(anyWalk, ({ document, hidden, picks }) => {
        const fields: Record<string, string> = hidden === '' ? {} : { [HIDDEN_FIELD]: hidden };
        const result = walk(document, fields, picks);
        const onPath = new Set(questionStepsOf(result.plan).map((step) => step.question.id));
        const skipped = questionStepsOf(buildTakePlan(document)).find(
          (step) => !onPath.has(step.question.id),
        );
        fc.pre(skipped !== undefined);
        const answers = [
          ...toSubmissionAnswers(result.plan, result.answers),
          { question_id: skipped!.question.id, ...answerFor(skipped!.question, 1) },
        ];
        const check = validateSubmission(document, { name: 'Ann', answers, hidden_fields: fields });
        expect(check).toMatchObject({ ok: false, field: `answers[${answers.length - 1}].question_id` });
        if (!check.ok) expect(check.message).toContain("was skipped by the survey's logic");
      }),
      { numRuns: 200 },
    );
  });
});

/** Whether following "next page" and every rule's target can come back to a page (a cycle). */
function hasCycle(document: SurveyDocument): boolean {
  const pages = standardPagesOf(document);
  const edges = new Map<string, string[]>();
  pages.forEach((page, index) => {
    const targets = index + 1 < pages.length ? [pages[index + 1]!.id] : [];
    for (const block of page.content_blocks)
      if (block.type === 'QUESTION_SET')
        for (const question of block.items)
          for (const rule of question.logic ?? [])
            if (rule.go_to.type === 'page') targets.push(rule.go_to.page_id);
    edges.set(page.id, targets);
  });
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 'open') return true;
    if (state.get(id) === 'done' || !edges.has(id)) return false;
    state.set(id, 'open');
    const found = edges.get(id)!.some(visit);
    state.set(id, 'done');
    return found;
  };
  return pages.some((page) => visit(page.id));
}

describe('publishing a survey with logic', () => {
  test('every generated loop is refused; forward-only logic is never called a loop', () => {
    fc.assert(
      fc.property(logicSurvey({ anyTarget: true }), (document) => {
        const codes = findPublishProblems(document).map((problem) => problem.code);
        expect(codes.includes('logic_loop')).toBe(hasCycle(document));
      }),
      { numRuns: 400 },
    );
  });

  test('a rule to a missing page is refused; generated forward logic publishes', () => {
    fc.assert(
      fc.property(logicSurvey({ anyTarget: true }), (document) => {
        const missing = standardPagesOf(document).some((page) =>
          page.content_blocks.some(
            (block) =>
              block.type === 'QUESTION_SET' &&
              block.items.some((q) =>
                q.logic?.some((rule) => rule.go_to.type === 'page' && rule.go_to.page_id === 'missing_page'),
              ),
          ),
        );
        const codes = findPublishProblems(document).map((problem) => problem.code);
        expect(codes.includes('logic_target_missing')).toBe(missing);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(logicSurvey(), (document) => {
        expect(findPublishProblems(document)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  test('normalizeSurvey keeps logic, keys and hidden fields as they are', () => {
    fc.assert(
      fc.property(logicSurvey({ anyTarget: true }), (document) => {
        const result = normalizeSurvey(JSON.parse(JSON.stringify(document)));
        expect(result).toEqual({ ok: true, survey: document });
      }),
      { numRuns: 200 },
    );
  });
});
