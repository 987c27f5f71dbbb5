import fc from 'fast-check';
import type {
  ConditionOperator,
  LogicCondition,
  LogicRule,
  Page,
  QuestionItem,
  SurveyDocument,
} from './survey-schema.ts';
import type { AnswerDraft } from '../take/take-types.ts';

// Random surveys with branching for the property tests (survey-logic.property.test.ts): standard
// pages of choice, rating and text questions, rules and display conditions on earlier answers and
// a hidden field, targets anywhere (forward, backward, the page itself, a missing page, the end).

export const OPTION_IDS = ['opt_a', 'opt_b', 'opt_c'] as const;
export const HIDDEN_FIELD = 'source';

type Kind = 'choice' | 'rating' | 'text';

export function makeQuestion(
  id: string,
  kind: Kind,
  required: boolean,
  position: number,
  key?: string,
): QuestionItem {
  const base = { id, text: `Question ${id}`, description: '', required, position, ...(key ? { key } : {}) };
  switch (kind) {
    case 'choice':
      return {
        ...base,
        response_type: 'SINGLE_CHOICE',
        response_options: {
          options: OPTION_IDS.map((option, index) => ({
            id: `${id}_${option}`,
            text: option.toUpperCase(),
            position: index,
          })),
          allow_other: false,
          allow_multiple: false,
        },
      };
    case 'rating':
      return {
        ...base,
        response_type: 'RATING',
        response_options: { scale: 5, min: 1, max: 5, min_label: '', mid_label: '', max_label: '' },
      };
    case 'text':
      return {
        ...base,
        response_type: 'FREE_RESPONSE',
        response_options: { placeholder: '', maxLength: 200 },
      };
  }
}

export function makePage(
  id: string,
  position: number,
  questions: QuestionItem[],
  extra: Partial<Page> = {},
): Page {
  return {
    id,
    title: `Page ${id}`,
    description: '',
    page_type: 'STANDARD',
    position,
    options: {},
    visual_layout: null,
    content_blocks: questions.length
      ? [{ id: `block_${id}`, type: 'QUESTION_SET', position: 0, column_position: 0, items: questions }]
      : [],
    ...extra,
  };
}

/** Welcome, the standard pages, thank-you. */
export function makeSurvey(pages: Page[], hiddenFields: string[] = [HIDDEN_FIELD]): SurveyDocument {
  const welcome: Page = {
    ...makePage('welcome', 0, []),
    page_type: 'WELCOME',
    title: 'Welcome',
    options: { collectName: 'required', collectEmail: 'optional' },
  };
  const thanks: Page = {
    ...makePage('thanks', pages.length + 1, []),
    page_type: 'THANK_YOU',
    title: 'Thanks',
  };
  return {
    title: 'Logic survey',
    description: '',
    pages: [welcome, ...pages.map((page, index) => ({ ...page, position: index + 1 })), thanks],
    hidden_fields: hiddenFields,
  };
}

interface Shape {
  pages: { questions: { kind: Kind; required: boolean }[] }[];
}

const shape: fc.Arbitrary<Shape> = fc.record({
  pages: fc.array(
    fc.record({
      questions: fc.array(
        fc.record({ kind: fc.constantFrom<Kind>('choice', 'rating', 'text'), required: fc.boolean() }),
        { minLength: 1, maxLength: 2 },
      ),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

function conditionFor(question: QuestionItem | null, pick: number, number: number): LogicCondition {
  if (question === null) {
    const operators: ConditionOperator[] = ['equals', 'not_equals', 'contains', 'answered', 'not_answered'];
    const operator = operators[pick % operators.length]!;
    return {
      source: 'hidden_field',
      field: HIDDEN_FIELD,
      operator,
      value: number % 2 ? 'news' : 'newsletter',
    };
  }
  switch (question.response_type) {
    case 'SINGLE_CHOICE': {
      const operators: ConditionOperator[] = ['equals', 'not_equals', 'answered', 'not_answered'];
      return {
        source: 'question',
        question_id: question.id,
        operator: operators[pick % 4]!,
        value: `${question.id}_${OPTION_IDS[number % 3]!}`,
      };
    }
    case 'RATING': {
      const operators: ConditionOperator[] = ['equals', 'at_least', 'at_most', 'answered', 'not_answered'];
      return {
        source: 'question',
        question_id: question.id,
        operator: operators[pick % 5]!,
        value: 1 + (number % 5),
      };
    }
    default: {
      const operators: ConditionOperator[] = ['contains', 'answered', 'not_answered'];
      return {
        source: 'question',
        question_id: question.id,
        operator: operators[pick % 3]!,
        value: number % 2 ? 'yes' : 'no',
      };
    }
  }
}

export interface LogicSurveyOptions {
  /** Targets may point backward, at the page itself or at a missing page (default: forward or end only). */
  anyTarget?: boolean;
}

/** A survey with rules and display conditions, built from random picks. */
export function logicSurvey(options: LogicSurveyOptions = {}): fc.Arbitrary<SurveyDocument> {
  const picks = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 30, maxLength: 30 });
  return fc.tuple(shape, picks).map(([{ pages: pageShapes }, randoms]) => {
    let r = 0;
    const next = () => randoms[r++ % randoms.length]!;
    const pageIds = pageShapes.map((_, index) => `p${index}`);
    const all: QuestionItem[][] = pageShapes.map((page, pageIndex) =>
      page.questions.map((q, index) =>
        makeQuestion(`q${pageIndex}_${index}`, q.kind, q.required, index, `q${pageIndex}_${index}`),
      ),
    );
    const pages = pageShapes.map((_, pageIndex) => {
      const questions = all[pageIndex]!.map((question) => {
        const [count, a, b, c] = next();
        const earlier = all.slice(0, pageIndex + 1).flat();
        const rules: LogicRule[] = Array.from({ length: count % 3 }, (_, ruleIndex) => {
          const [x, y, z] = next();
          const source = x % 4 === 0 ? null : earlier[(a + ruleIndex) % earlier.length]!;
          const targets = options.anyTarget
            ? [...pageIds, 'missing_page', 'end']
            : [...pageIds.slice(pageIndex + 1), 'end'];
          const target = targets[(y + b) % targets.length]!;
          return {
            id: `rule_${question.id}_${ruleIndex}`,
            condition: conditionFor(source, z, c),
            go_to: target === 'end' ? { type: 'end' as const } : { type: 'page' as const, page_id: target },
          };
        });
        return rules.length ? { ...question, logic: rules } : question;
      });
      const [d, e, f] = next();
      const before = all.slice(0, pageIndex).flat();
      const display =
        d % 3 === 0 && pageIndex > 0
          ? { display_condition: conditionFor(e % 4 === 0 ? null : before[e % before.length]!, f, d) }
          : {};
      return makePage(pageIds[pageIndex]!, pageIndex + 1, questions, display);
    });
    return makeSurvey(pages);
  });
}

/** A valid answer for a question, from a random number (text answers mention yes or no). */
export function answerFor(question: QuestionItem, pick: number): AnswerDraft {
  switch (question.response_type) {
    case 'SINGLE_CHOICE':
      return { choice_ids: [`${question.id}_${OPTION_IDS[pick % 3]!}`] };
    case 'RATING':
      return { numeric_value: 1 + (pick % 5) };
    default:
      return { text_value: pick % 2 ? 'yes please' : 'no thanks' };
  }
}
