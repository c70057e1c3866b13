import { describe, expect, it } from 'vitest';
import { defaultDeadline, findStatedDeadline } from './extract-deadline';

const today = new Date('2026-03-10T00:00:00Z'); // a Tuesday
const sent = (iso: string) => new Date(`${iso}T00:00:00Z`);
const deadline = (body: string, sentAt: Date | null = null) =>
  findStatedDeadline(body, sentAt, today);

describe('findStatedDeadline', () => {
  it.each([
    ['Please provide the following by March 23, 2026:', '2026-03-23'],
    ['Submit the documents no later than 30 March 2026.', '2026-03-30'],
    ['Please add the missing information by 03/20/2026.', '2026-03-20'],
    ['Please provide an invoice before 2026-03-25 so we can reactivate it.', '2026-03-25'],
    ['Provide a certificate by Mar 28.', '2026-03-28'],
    ['Deadline: 2026-03-19', '2026-03-19'],
  ])('reads an explicit date: %s', (body, expected) => {
    expect(deadline(body)).toMatchObject({ date: expected, source: 'explicit' });
  });

  it("counts 'within 3 business days' from the e-mail's Date header", () => {
    const result = deadline(
      'Please reply with a plan of action within 3 business days.',
      sent('2026-03-07'),
    );
    expect(result).toMatchObject({ date: '2026-03-11', source: 'relative', isFromEmailDate: true });
  });

  it('counts from today when the e-mail has no date, and reads hours, weeks and number words', () => {
    expect(deadline('Please send us the documents within 5 days.')).toMatchObject({
      date: '2026-03-15',
      isFromEmailDate: false,
    });
    expect(
      deadline(
        'You must confirm within 72 hours whether the product is affected.',
        sent('2026-03-04'),
      )?.date,
    ).toBe('2026-03-07');
    expect(deadline('Please provide invoices within two weeks.', sent('2026-03-05'))?.date).toBe(
      '2026-03-19',
    );
    expect(deadline('This request expires in 14 days.')?.date).toBe('2026-03-24');
  });

  it("ignores Amazon's own turnaround, look-back periods and past dates", () => {
    expect(deadline('Funds usually arrive within 3 business days.')).toBeNull();
    expect(deadline('We will review your submission within 2 business days.')).toBeNull();
    expect(deadline('Please provide invoices dated within the last 365 days.')).toBeNull();
    expect(
      deadline('We previously notified you on February 12, 2026.', sent('2026-03-07')),
    ).toBeNull();
    expect(deadline('Respond by February 12, 2026.', sent('2026-03-07'))).toBeNull();
  });

  it('prefers an explicit date to a relative period', () => {
    expect(
      deadline(
        'Submit invoices by Apr 1. Otherwise we will dispose of the inventory after 30 days.',
      )?.date,
    ).toBe('2026-04-01');
  });
});

describe('defaultDeadline', () => {
  it('is today plus the spec default of 7 days', () => {
    expect(defaultDeadline(today)).toEqual({
      date: '2026-03-17',
      source: 'default',
      phrase: null,
      isFromEmailDate: false,
    });
  });
});
