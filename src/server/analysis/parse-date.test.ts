import { describe, expect, it } from 'vitest';
import { formatDate } from '../../domain/dates';
import { addBusinessDays, addMonths, findDates, toIsoDate } from './parse-date';

const reference = new Date('2026-03-10T00:00:00Z');
const isoDates = (text: string, ref = reference) =>
  findDates(text, ref).map((m) => toIsoDate(m.date));

describe('findDates', () => {
  it.each([
    ['by November 30, 2026', '2026-11-30'],
    ['no later than 30 November 2026', '2026-11-30'],
    ['before 11/30/2026', '2026-11-30'],
    ['before 30/11/2026', '2026-11-30'],
    ['am 30.11.2026', '2026-11-30'],
    ['Deadline: 2026-11-30', '2026-11-30'],
    ['by Nov. 30th, 2026', '2026-11-30'],
    ['by Mar 28', '2026-03-28'],
  ])('reads %s', (text, expected) => {
    expect(isoDates(text)).toEqual([expected]);
  });

  it('puts a year-less date that has already passed into next year', () => {
    expect(isoDates('by Jan 5', new Date('2026-12-20T00:00:00Z'))).toEqual(['2027-01-05']);
  });

  it('prefers the longest reading and rejects impossible dates', () => {
    expect(isoDates('Mar 2 - Mar 8, 2026')).toEqual(['2026-03-02', '2026-03-08']);
    expect(isoDates('February 30, 2026 or 13/13/2026')).toEqual([]);
  });
});

describe('date arithmetic', () => {
  it('counts business days Monday to Friday', () => {
    expect(toIsoDate(addBusinessDays(new Date('2026-03-07T00:00:00Z'), 3))).toBe('2026-03-11'); // from a Saturday
    expect(toIsoDate(addBusinessDays(new Date('2026-03-10T00:00:00Z'), 7))).toBe('2026-03-19');
  });

  it('counts months to the same day, or the last day of a shorter month', () => {
    expect(toIsoDate(addMonths(new Date('2026-03-10T00:00:00Z'), 2))).toBe('2026-05-10');
    expect(toIsoDate(addMonths(new Date('2026-01-31T00:00:00Z'), 1))).toBe('2026-02-28');
    expect(toIsoDate(addMonths(new Date('2026-11-15T00:00:00Z'), 3))).toBe('2027-02-15');
  });

  it('formats like the spec: short month, day, year', () => {
    expect(formatDate('2026-03-07')).toBe('Mar 7, 2026');
  });
});

describe('date stamps of other systems and languages', () => {
  it.each([
    ['due 19-Mar-2026', '2026-03-19'],
    ['due 30 Nov. 2026', '2026-11-30'],
    ['by 03-20-2026', '2026-03-20'],
    ['by 03.20.2026', '2026-03-20'],
    ['2026年3月20日まで', '2026-03-20'],
  ])('reads %s', (text, expected) => {
    expect(isoDates(text)).toEqual([expected]);
  });

  it('does not read a range of numbers as a date', () => {
    expect(isoDates('allow 3-5-10 days')).toEqual([]);
  });
});

describe('date ranges', () => {
  it('gives the start of a range the year its end names', () => {
    expect(isoDates('from September 1 through October 31, 2015')).toEqual([
      '2015-09-01',
      '2015-10-31',
    ]);
    expect(isoDates('from December 20 to January 5, 2021')).toEqual(['2020-12-20', '2021-01-05']);
  });
});

describe('dates in the marketplace languages', () => {
  it.each([
    ['bis zum 3. Dezember 2026', '2026-12-03'],
    ['avant le 3 décembre 2026', '2026-12-03'],
    ['au plus tard le 1er mars 2026', '2026-03-01'],
    ['entro il 3 dicembre 2026', '2026-12-03'],
    ['antes del 3 de diciembre de 2026', '2026-12-03'],
    ['voor 3 december 2026', '2026-12-03'],
    ['do dnia 3 grudnia 2026', '2026-12-03'],
    ['senast den 20 mars 2026', '2026-03-20'],
    ['20 Mart 2026 tarihine kadar', '2026-03-20'],
    ['3月20日までに', '2026-03-20'],
  ])('reads %s', (text, expected) => {
    expect(isoDates(text)).toEqual([expected]);
  });

  it('reads day first only when told the language writes it so', () => {
    expect(
      findDates('03/12/2026', reference, { dayFirst: true }).map((m) => toIsoDate(m.date)),
    ).toEqual(['2026-12-03']);
    expect(isoDates('03/12/2026')).toEqual(['2026-03-12']);
  });
});
