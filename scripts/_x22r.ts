import { learnedReading } from '../src/server/ai/offline/practice/red-flags';
import { redFlagModel } from '../src/server/ai/offline/practice/red-flag-model';
const m = redFlagModel();
console.log(m.threshold, m.namedThreshold);
for (const t of process.argv.slice(2)) console.log(JSON.stringify(learnedReading(t)), t);
