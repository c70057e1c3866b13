import { afterEach, beforeEach } from 'vitest';
import { watchConsoleError } from './console-error-guard';

// A stray console.error fails the test that caused it: it is how React reports a broken render
// and how a swallowed server fault would surface. A test that expects one stubs it
// (`vi.spyOn(console, 'error').mockImplementation(() => {})`), which takes the guard's place.
let watch: ReturnType<typeof watchConsoleError> | null = null;

beforeEach(() => {
  watch = watchConsoleError({ echo: true });
});

afterEach(() => {
  const error = watch?.stop() ?? null;
  watch = null;
  if (error) throw error;
});
