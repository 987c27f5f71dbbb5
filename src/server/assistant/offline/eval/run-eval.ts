import { FRAME_LABELS } from '../frames.ts';
import { offlineReply } from '../offline-assistant.ts';
import { checkSurvey } from './survey-checks.ts';
import type { CheckFailure } from './survey-checks.ts';
import { PROMPT_CORPUS } from './prompt-corpus.ts';
import type { CorpusPrompt } from './prompt-corpus.ts';

// Sends every corpus prompt to the offline assistant as a first message and checks the survey it
// creates. The score is the share of prompts with no failure.

export interface PromptResult {
  prompt: string;
  failures: CheckFailure[];
}

export interface EvalReport {
  total: number;
  passed: number;
  /** passed / total, 0–1. */
  score: number;
  failed: PromptResult[];
}

export function evaluatePrompt(entry: CorpusPrompt): PromptResult {
  const reply = offlineReply({ message: entry.prompt, survey: null });
  if (reply.action?.kind !== 'create') {
    return {
      prompt: entry.prompt,
      failures: [{ rule: 'no survey created', detail: reply.text.split('\n')[0] ?? '' }],
    };
  }
  const failures = checkSurvey(reply.action.survey, entry);
  // The reply says how it read the request ("I read your request as a poll").
  if (entry.frame !== undefined && !reply.text.includes(`as ${FRAME_LABELS[entry.frame]}`)) {
    const read = /I read your request as (.+?)(?: \(|\.)/.exec(reply.text)?.[1] ?? 'no reading';
    failures.push({ rule: 'wrong kind of study', detail: `${read}, expected ${FRAME_LABELS[entry.frame]}` });
  }
  return { prompt: entry.prompt, failures };
}

export function evaluateCorpus(corpus: readonly CorpusPrompt[] = PROMPT_CORPUS): EvalReport {
  const results = corpus.map(evaluatePrompt);
  const failed = results.filter((result) => result.failures.length > 0);
  const passed = results.length - failed.length;
  return { total: results.length, passed, score: results.length === 0 ? 0 : passed / results.length, failed };
}

export function formatReport(report: EvalReport, name = 'Offline assistant eval'): string {
  const lines = report.failed.flatMap((result) => [
    `✗ ${result.prompt}`,
    ...result.failures.map((failure) => `    ${failure.rule}: ${failure.detail}`),
  ]);
  lines.push(
    '',
    `${name}: ${report.passed}/${report.total} prompts pass (${(report.score * 100).toFixed(1)}%)`,
  );
  return lines.join('\n');
}
