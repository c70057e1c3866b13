import type { z } from 'zod';
import { AiProviderError } from './provider-error';

/** Models wrap JSON in code fences or a sentence now and then; take the outermost object. */
export function extractJson(text: string): unknown {
  const candidate = unfenced(text.trim());
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start === -1 || end <= start) throw new Error('no JSON object in the answer');
    return JSON.parse(candidate.slice(start, end + 1));
  }
}

/**
 * The inside of a ```json … ``` fence, else the text itself. Cut by hand: the pattern
 * /^```(?:json)?\s*([\s\S]*?)\s*```$/ took time quadratic in a run of whitespace inside the
 * fence, and a model that degenerates into blank lines can send 2 MB of them (F35).
 */
function unfenced(text: string): string {
  if (text.length < 6 || !text.startsWith('```') || !text.endsWith('```')) return text;
  const inner = text.slice(3, -3);
  return (/^json/i.test(inner) ? inner.slice(4) : inner).trim();
}

export function parseAnswer<T>(text: string, schema: z.ZodType<T>): T {
  if (!text.trim())
    throw new AiProviderError('empty_answer', 'The provider returned an empty answer');
  let json: unknown;
  try {
    json = extractJson(text);
  } catch {
    throw new AiProviderError('invalid_answer', "The provider's answer was not valid JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new AiProviderError(
      'invalid_answer',
      `The provider's answer did not match the expected format${where}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
