import { evaluateCorpus, formatReport } from './run-eval.ts';

// `npm run eval:assistant`: the corpus score and every failing prompt with its reasons.

const report = evaluateCorpus();
console.log(formatReport(report));
