import { INDEPENDENT_CORPUS } from './independent-corpus.ts';
import { FRESH_CORPUS } from './fresh-corpus.ts';
import { HELD_OUT_CORPUS } from './held-out-corpus.ts';
import { evaluateCorpus, formatReport } from './run-eval.ts';
import { STRANGER_CORPUS } from './stranger-corpus.ts';

// `npm run eval:assistant`: the tuned corpus's score, then the held-out and fresh sets', each with
// every failing prompt and its reasons. The held-out and fresh scores are the ones that say how a
// stranger's request fares.

console.log(formatReport(evaluateCorpus(), 'Tuned corpus'));
console.log('');
console.log(formatReport(evaluateCorpus(HELD_OUT_CORPUS), 'Held-out set'));
console.log('');
console.log(formatReport(evaluateCorpus(FRESH_CORPUS), 'Fresh set'));
console.log('');
console.log(formatReport(evaluateCorpus(INDEPENDENT_CORPUS), 'Independent set'));
console.log('');
console.log(formatReport(evaluateCorpus(STRANGER_CORPUS), 'Stranger set'));
