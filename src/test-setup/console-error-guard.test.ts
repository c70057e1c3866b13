import { describe, expect, it, vi } from 'vitest';
import { watchConsoleError } from './console-error-guard';

describe('the console.error guard', () => {
  it('answers an error naming the first call, and puts console.error back', () => {
    const before = console.error;
    const watch = watchConsoleError({ echo: false });
    console.error('Warning: something rendered badly', new Error('boom'));
    console.error('second');
    const error = watch.stop();
    expect(error?.message).toMatch(
      /^console.error was called during the test \(and 1 more\): Warning: something rendered badly Error: boom/,
    );
    expect(console.error).toBe(before);
  });

  it('answers null when nothing was logged', () => {
    expect(watchConsoleError({ echo: false }).stop()).toBeNull();
  });

  it('lets a test that expects an error stub it', () => {
    const stub = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('expected by this test');
    expect(stub).toHaveBeenCalledOnce();
    stub.mockRestore();
  });
});
