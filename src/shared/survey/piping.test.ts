import { describe, expect, test } from 'vitest';
import {
  hasStrayBraces,
  pipeNamesBefore,
  pipeSegments,
  pipeText,
  pipeTokenFor,
  pipeValues,
  suggestReferenceName,
  withTokensAsNames,
} from './piping.ts';
import { makePage, makeQuestion, makeSurvey } from './survey-logic-arbitraries.ts';
import { buildTakePlan, pipedPlan, planOnPath, questionStepsOf } from '../take/take-steps.ts';
import { funnelStepsOf } from '../report/funnel.ts';

const values = new Map([
  ['name', 'Ann'],
  ['source', ''],
  ['evil', '{{name}} <b>bold</b>'],
]);
const valueOf = (name: string) => values.get(name);

describe('pipeText', () => {
  test('replaces a name with its value and keeps the rest of the text', () => {
    expect(pipeText('Thanks, {{name}}! How was it?', valueOf)).toBe('Thanks, Ann! How was it?');
    expect(pipeText('Thanks, {{ name }}!', valueOf)).toBe('Thanks, Ann!');
  });

  test('uses the fallback when the value is empty, and for an unknown name', () => {
    expect(pipeText('Hi {{source|there}}', valueOf)).toBe('Hi there');
    expect(pipeText('Hi {{nobody|friend}}', valueOf)).toBe('Hi friend');
    expect(pipeText('Hi {{name|friend}}', valueOf)).toBe('Hi Ann');
  });

  test('an empty value without a fallback, or an unknown name, shows nothing, never braces', () => {
    expect(pipeText('Hi {{source}}!', valueOf)).toBe('Hi !');
    expect(pipeText('Hi {{nobody}}!', valueOf)).toBe('Hi !');
    expect(pipeText('Hi {{}}!', valueOf)).toBe('Hi !');
  });

  test('a piped value is not piped again and its braces are removed; markup stays text', () => {
    expect(pipeText('You said: {{evil}}', valueOf)).toBe('You said: name <b>bold</b>');
  });

  test('stray or unclosed braces never reach the respondent', () => {
    expect(pipeText('Hi {{name and }} bye {{', valueOf)).toBe('Hi  bye ');
    expect(pipeText('Hi {{name', valueOf)).toBe('Hi name');
    expect(hasStrayBraces('Hi {{name')).toBe(true);
    expect(hasStrayBraces('Hi {{name}}')).toBe(false);
    expect(hasStrayBraces('Hi {{name}}')).toBe(false);
  });

  test('text without braces comes back unchanged', () => {
    expect(pipeText('Plain { text }', valueOf)).toBe('Plain { text }');
  });
});

describe('names', () => {
  test('the editor inserts a token, with a fallback cleaned of braces and bars', () => {
    expect(pipeTokenFor('name')).toBe('{{name}}');
    expect(pipeTokenFor('name', ' there{|} ')).toBe('{{name|there}}');
  });

  test('a key is suggested from the question text, unique among those taken', () => {
    expect(suggestReferenceName('What is your first name?', new Set())).toBe('what_is_your_first');
    expect(suggestReferenceName('Café crème', new Set(['cafe_creme']))).toBe('cafe_creme_2');
    expect(suggestReferenceName('123 go', new Set())).toBe('q_123_go');
    expect(suggestReferenceName('???', new Set())).toBe('q');
  });

  test('a page may pipe hidden fields and the keys of questions on earlier pages only', () => {
    const document = makeSurvey([
      makePage('p1', 1, [
        makeQuestion('q1', 'text', true, 0, 'first_name'),
        makeQuestion('q2', 'text', false, 1),
      ]),
      makePage('p2', 2, [makeQuestion('q3', 'rating', true, 0, 'score')]),
      makePage('p3', 3, []),
    ]);
    expect(pipeNamesBefore(document, 'p1').map((name) => name.name)).toEqual(['source']);
    expect(pipeNamesBefore(document, 'p2').map((name) => name.name)).toEqual(['source', 'first_name']);
    expect(pipeNamesBefore(document, 'p3').map((name) => name.name)).toEqual([
      'source',
      'first_name',
      'score',
    ]);
  });
});

describe('withTokensAsNames (what authors read in results, filters, exports and rules)', () => {
  test('each token reads as its name in brackets, whatever its fallback; text without tokens is unchanged', () => {
    expect(withTokensAsNames('{{name|Friend}}, how likely are you to recommend us?')).toBe(
      '[name], how likely are you to recommend us?',
    );
    expect(withTokensAsNames('Why {{ colour }}, {{first_name}}?')).toBe('Why [colour], [first_name]?');
    expect(withTokensAsNames('How was your visit?')).toBe('How was your visit?');
  });

  test('no braces survive: stray ones and an empty token are dropped (an empty one keeps its fallback)', () => {
    expect(withTokensAsNames('Hello {{name')).toBe('Hello name');
    expect(withTokensAsNames('Hi {{|there}} }}')).toBe('Hi there ');
    expect(withTokensAsNames('{{}}Welcome')).toBe('Welcome');
  });
});

describe('piping in the respondent plan', () => {
  const choice = makeQuestion('q2', 'choice', true, 0, 'colour');
  const document = makeSurvey([
    makePage('p1', 1, [makeQuestion('q1', 'text', true, 0, 'first_name')]),
    makePage('p2', 2, [choice]),
    makePage('p3', 3, [
      {
        ...makeQuestion('q3', 'text', false, 0),
        text: 'Why {{colour|that colour}}, {{first_name}}?',
        description: 'From {{source|somewhere}}',
      },
    ]),
  ]);

  test('a later question shows the earlier answers (option text for a choice) and hidden fields', () => {
    const inputs = {
      answers: { q1: { text_value: ' Ann ' }, q2: { choice_ids: ['q2_opt_b'] } },
      hidden: { source: 'newsletter' },
    };
    const plan = pipedPlan(planOnPath(buildTakePlan(document), document, inputs), document, inputs);
    const last = questionStepsOf(plan).at(-1)!;
    expect(last.question.text).toBe('Why OPT_B, Ann?');
    expect(last.question.description).toBe('From newsletter');
  });

  test('nothing answered yet: fallbacks, and no braces', () => {
    const inputs = { answers: {}, hidden: {} };
    const plan = pipedPlan(buildTakePlan(document), document, inputs);
    const last = questionStepsOf(plan).at(-1)!;
    expect(last.question.text).toBe('Why that colour, ?');
    expect(last.question.description).toBe('From somewhere');
  });

  test("the funnel's step labels name the tokens instead of showing braces", () => {
    const labels = funnelStepsOf(buildTakePlan(document)).map((step) => step.label);
    expect(labels.at(-1)).toBe('Q3. Why [colour], [first_name]?');
    expect(labels.join(' ')).not.toMatch(/\{\{|\}\}/);
  });

  test('an answer on a page the path skipped reads as empty', () => {
    const values = pipeValues(document, { answers: { q1: { text_value: 'Ann' } }, hidden: {} }, ['p2']);
    expect(values.get('first_name')).toBe('');
  });
});

describe('pipeSegments', () => {
  const names = [{ name: 'source', kind: 'hidden_field' as const, label: 'Hidden field' }];
  test('cuts the text into runs and tokens that join back to it exactly, naming known sources', () => {
    const text = 'Hi {{ source | there }}, {{nobody}}}} and {{';
    const segments = pipeSegments(text, names);
    expect(segments.map((segment) => segment.raw).join('')).toBe(text);
    expect(segments.filter((segment) => segment.kind === 'token')).toEqual([
      { kind: 'token', raw: '{{ source | there }}', name: 'source', fallback: 'there', source: names[0] },
      { kind: 'token', raw: '{{nobody}}', name: 'nobody', fallback: null, source: null },
    ]);
    expect(pipeSegments('no tokens', names)).toEqual([{ kind: 'text', raw: 'no tokens' }]);
    expect(pipeSegments('', names)).toEqual([]);
  });
});
