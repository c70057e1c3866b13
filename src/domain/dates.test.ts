import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const intlDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

describe('formatDate: the hand-written en-US date matches Intl', () => {
  it('every day of two years, from date-times and from bare dates', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day, 15, 30));
      const iso = date.toISOString();
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
      const bare = iso.slice(0, 10);
      expect(formatDate(bare)).toBe(intlDate.format(new Date(`${bare}T00:00:00`)));
    }
  });

  it('rejects an unreadable date as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => intlDate.format(new Date('not a date'))).toThrow(RangeError);
  });
});
