import { describe, expect, it } from 'vitest';
import { withArticle } from './grammar';

describe('withArticle', () => {
  it('chooses a/an by sound', () => {
    expect(withArticle('FBA notice')).toBe('an FBA notice');
    expect(withArticle('information request')).toBe('an information request');
    expect(withArticle('suppression notice')).toBe('a suppression notice');
    expect(withArticle('inventory notice')).toBe('an inventory notice');
    expect(withArticle('ASIN request')).toBe('an ASIN request');
    expect(withArticle('UL certificate')).toBe('a UL certificate');
    expect(withArticle('unique code')).toBe('a unique code');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('product safety concern')).toBe('a product safety concern');
  });
});
