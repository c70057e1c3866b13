import { serveTasks } from '../serve-tasks';

// A real catastrophic pattern (nested quantifiers): on `a…ab` it backtracks through 2^n paths,
// the kind of stall the thread's time limit exists for. Short input answers at once.
const NESTED = /^(a+)+$/;

serveTasks<{ text: string }, { matches: boolean }>(({ text }) => {
  if (text === 'throw') throw new Error('bad input');
  return { matches: NESTED.test(text) };
});
