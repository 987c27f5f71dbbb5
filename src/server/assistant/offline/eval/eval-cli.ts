import { HELD_OUT_CORPUS } from './held-out-corpus.ts';
import { evaluateCorpus, formatReport } from './run-eval.ts';

// `npm run eval:assistant`: the tuned corpus's score, then the held-out set's, each with every
// failing prompt and its reasons. The held-out score is the one that says how a stranger's request
// fares.

console.log(formatReport(evaluateCorpus(), 'Tuned corpus'));
console.log('');
console.log(formatReport(evaluateCorpus(HELD_OUT_CORPUS), 'Held-out set'));
