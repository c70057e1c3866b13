import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from './sentiment';

describe('sentiment', () => {
  it('reads a removal notice as negative', () => {
    expect(
      analyzeSentiment('Your listing has been removed and suppressed due to a safety complaint.'),
    ).toBe('negative');
  });
  it('reads a reinstatement as positive', () => {
    expect(
      analyzeSentiment('Good news: your listing has been reinstated. Thank you for your patience.'),
    ).toBe('positive');
  });
  it('reads plain facts as neutral', () => {
    expect(analyzeSentiment('Please find the invoice for order 123 attached.')).toBe('neutral');
    expect(analyzeSentiment('')).toBe('neutral');
  });
  it('honours negation', () => {
    expect(analyzeSentiment('Your appeal was not approved.')).toBe('negative');
  });
});
