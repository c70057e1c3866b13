/**
 * Watches console.error until stopped; `stop` puts the previous console.error back and answers
 * an Error describing the first call, or null when there was none. `echo` still prints each call.
 */
export function watchConsoleError(options: { echo: boolean }): { stop: () => Error | null } {
  const previous = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    if (options.echo) previous(...args);
  };
  return {
    stop() {
      console.error = previous;
      if (calls.length === 0) return null;
      const first = calls[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
      const more = calls.length > 1 ? ` (and ${calls.length - 1} more)` : '';
      return new Error(`console.error was called during the test${more}: ${first.slice(0, 2000)}`);
    },
  };
}
