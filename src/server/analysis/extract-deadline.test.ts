import { describe, expect, it } from 'vitest';
import { findStatedDeadline, suggestedFollowUp } from './extract-deadline';

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

describe('suggestedFollowUp', () => {
  it('is advice a week from today, marked as not stated', () => {
    expect(suggestedFollowUp(today)).toEqual({
      date: '2026-03-17',
      source: 'default',
      phrase: null,
      isFromEmailDate: false,
    });
  });
});

describe('stated deadlines that are not deadlines, and passed ones', () => {
  it('reports a deadline that has passed when the paste has no date of its own', () => {
    expect(deadline('Please respond by January 15, 2026 with the test report.')).toMatchObject({
      date: '2026-01-15',
      source: 'explicit',
    });
    // With the e-mail's date known, a date before it is history, not a deadline.
    expect(
      deadline('Your listing was deactivated on January 15, 2026.', sent('2026-02-01')),
    ).toBeNull();
  });

  it.each([
    'After 90 days, the hold will be removed and any remaining funds will be available per your settlement schedule.',
    'Please note, the process to correctly upload your widget can take up to 2 weeks.',
    'You have 90 days after receiving this notification to either provide a valid appeal or choose not to appeal.',
    'Please note our fulfillment centers will be closed on March 25 for maintenance.',
    'Please upload three invoices from your supplier dated within 180 days.',
    'Refunds must be issued within 2 business days of receiving the return.',
    'Respond to buyer messages within 24 hours.',
  ])('finds no deadline in: %s', (body) => {
    expect(deadline(body)).toBeNull();
  });
});

describe('deadline phrasings of announcements and windows', () => {
  it('reads an effective date ahead of the notice as the date to comply by', () => {
    expect(
      deadline('Effective April 1, 2026, sellers must provide a lithium battery test summary.')
        ?.date,
    ).toBe('2026-04-01');
    expect(
      deadline('Beginning Thursday, March 26, 2026, we will hide listings missing a main image.')
        ?.date,
    ).toBe('2026-03-26');
  });

  it('ignores an effective date already passed, or one that asks nothing', () => {
    expect(
      deadline('Effective March 2, 2026, supplements need to be verified.', sent('2026-03-03')),
    ).toBeNull();
    expect(deadline('Effective April 1, 2026, the fee schedule changes.')).toBeNull();
  });

  it('reads the end of a window, "you have N days" and a month without a day', () => {
    expect(
      deadline(
        'If you file a removal order between March 12, 2026, and March 20, 2026, units return.',
      )?.date,
    ).toBe('2026-03-20');
    expect(deadline('You have 17 days to submit your appeal.')?.date).toBe('2026-03-27');
    expect(
      deadline('You will have 60 days after receiving this email to comply with these rules.')
        ?.date,
    ).toBe('2026-05-09');
    expect(deadline('By July 2026, you may see items suppressed.')?.date).toBe('2026-07-01');
  });

  it('does not read the end of a restriction as a deadline', () => {
    expect(
      deadline(
        'You will be unable to send in additional units of these ASINs until April 1, 2026.',
      ),
    ).toBeNull();
  });
});

describe('deadline phrasings with a time of day or spelled-out numbers', () => {
  it.each([
    ['Please submit the documents by 11:59 PM PST on March 20, 2026.', '2026-03-20'],
    [
      'The requested documents must be received by 5 PM Pacific Time on Friday, March 20.',
      '2026-03-20',
    ],
    ['Provide the invoices by the end of the day on March 18, 2026.', '2026-03-18'],
    ['Respond by close of business on the 18th of March with the invoices.', '2026-03-18'],
    ['Reply within forty-eight (48) hours.', '2026-03-12'],
    ['Please provide the invoices within a fortnight.', '2026-03-24'],
    ['You must respond within twenty-one days.', '2026-03-31'],
    ['Please respond within a week.', '2026-03-17'],
    ['Submit the documents by 2026/03/20.', '2026-03-20'],
    ['Provide the invoices 14 days from today.', '2026-03-24'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });
});

describe('deadline wordings beyond the plain "by <date>"', () => {
  it.each([
    ['We need your action on this in the next 72 hours.', '2026-03-13'],
    [
      'Failure to do so within 30 days of the date of this email may result in removal.',
      '2026-04-09',
    ],
    ['Action required within 5 business days.', '2026-03-17'],
    ['Kindly reply by Dec. 3rd with the certificate.', '2026-12-03'],
    ['Your reply is due on 19-Mar-2026.', '2026-03-19'],
    ['Deadline for your response: 2026-03-19.', '2026-03-19'],
    ['We have extended your deadline to March 27, 2026.', '2026-03-27'],
    ['Upload the files before 23:59 UTC on 2026-03-19.', '2026-03-19'],
    ['Please act prior to March 19, 2026 to keep the listing active.', '2026-03-19'],
    ['The appeal window closes on March 20, 2026.', '2026-03-20'],
    ['Send the invoices by 03-20-2026.', '2026-03-20'],
    ['Please submit by 5 PM PT, March 20, 2026.', '2026-03-20'],
    ['Respond by COB on 20 March 2026.', '2026-03-20'],
    ['The response window ends 03.20.2026.', '2026-03-20'],
    ['Please reply within 24 hrs.', '2026-03-11'],
    ['Upload the documents within 14 days of the notice.', '2026-03-24'],
    ['You have 3 days remaining to submit the report.', '2026-03-13'],
    ['Please add the missing details by 2026年3月20日.', '2026-03-20'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });

  it.each([
    // Amazon's own turnaround, whoever is named as doing it
    'Our team will respond within 48 hours.',
    'You should hear back from us within 2 days.',
    'We will make a decision on your documents by March 20, 2026.',
    // A suggested follow-up is advice, not a deadline the notice states
    'We recommend that you respond within 7 days.',
    'We suggest replying by March 20, 2026.',
    // Periods and dates the documents must cover
    'Invoices must be dated within the past 180 days.',
    'Please provide invoices for purchases made between 2025-09-01 and 2026-02-28.',
    'Items sold before 12/01/2025 are not affected.',
    // Dates that describe rather than ask
    'Prior to March 1, 2026, this category was open to all sellers.',
    'The promotion closes on March 20, 2026.',
    'Your storage fees are due on March 31, 2026.',
    'Your subscription payment of $39.99 is due on March 15, 2026.',
    // Durations and look-backs, not periods to act in
    'Your account will be suspended for 6 months if you do not comply.',
    'Sellers must keep records for 6 months after the sale.',
    'If you have not sold in 12 months, your listings may be removed.',
    'Funds will not be transferred but will stay in your account for up to 90 days while we work with you to address this.',
  ])('finds no deadline in: %s', (body) => {
    expect(deadline(body)).toBeNull();
  });

  it('keeps a deadline the seller is named in after Amazon\u2019s own step', () => {
    expect(
      deadline(
        'We will review your account, and if you do not respond within 3 days it will be closed.',
      )?.date,
    ).toBe('2026-03-13');
    expect(deadline('Please be advised that you must respond within 5 days.')?.date).toBe(
      '2026-03-15',
    );
  });
});

describe('narrative dates are not deadlines', () => {
  it.each([
    // When something happened, whatever cue word stands next to the date
    'On September 2, 2025 we removed your listing. Please submit a plan of action.',
    'Your listing was removed on March 3 because of customer complaints. Please contact us.',
    'Between January 1, 2026 and March 1, 2026, your account had a late shipment rate above 4%. You must submit a plan of action.',
    'By March 1, 2026, we had received several complaints about this product. Please respond.',
    'The items were shipped before March 20, 2026. Please provide invoices.',
    // Record and header fields: the order, the invoice, the message itself
    'Order date: March 20, 2026. Please provide an invoice for this order.',
    'Sent: Friday, March 20, 2026. Please respond to this message.',
    // Periods that already ran
    'Your account has been under review for 30 days. Please contact us.',
    'Customers reported 5 issues in 30 days. Please provide a plan of action.',
  ])('finds no deadline in: %s', (body) => {
    expect(deadline(body)).toBeNull();
  });

  it('reads the deadline beside a narrative date', () => {
    expect(
      deadline(
        'We received your appeal on March 8, 2026. Please provide additional information within three (3) business days.',
      ),
    ).toMatchObject({ date: '2026-03-13', source: 'relative' });
    expect(
      deadline(
        'To reactivate, please submit a plan of action and invoices showing you purchased the units from your supplier by March 25, 2026.',
      )?.date,
    ).toBe('2026-03-25');
    expect(
      deadline(
        'Your account will be deactivated if we do not receive your appeal by March 25, 2026.',
      )?.date,
    ).toBe('2026-03-25');
  });
});

describe('several stated deadlines', () => {
  it('reports the earliest one still ahead, explicit or relative', () => {
    expect(
      deadline(
        'Please respond within 5 days. If you do not, your listings will be removed on April 30, 2026.',
      ),
    ).toMatchObject({ date: '2026-03-15', source: 'relative' });
    expect(
      deadline(
        'Your listings will be removed on March 14, 2026 unless you provide the documents within 10 days.',
      ),
    ).toMatchObject({ date: '2026-03-14', source: 'explicit' });
  });

  it('passes over a deadline that had passed when the e-mail was sent', () => {
    expect(
      deadline(
        'The earlier request asked you to respond by March 1, 2026. Please reply within 7 days.',
        sent('2026-03-05'),
      ),
    ).toMatchObject({ date: '2026-03-12', isFromEmailDate: true });
  });
});

describe('spelled-out periods', () => {
  it.each([
    ['You must respond within seventeen (17) days.', '2026-03-27'],
    ['You must respond within 17 (seventeen) days.', '2026-03-27'],
    ['Please submit the documents within twenty-two days.', '2026-04-01'],
    ['You have thirty (30) days to appeal this decision.', '2026-04-09'],
    ['Provide the certificate within one hundred twenty (120) days.', '2026-07-08'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });
});

describe('announced requirements and periods', () => {
  it('reads a requirement announced as still to come when the notice has no date of its own', () => {
    expect(
      deadline('Effective January 1, 2024, sellers must provide a test summary for every ASIN.')
        ?.date,
    ).toBe('2024-01-01');
  });

  it('ignores a requirement already in force, or the start of a period', () => {
    expect(
      deadline('As of January 1, 2024, you are now required to provide a certificate.'),
    ).toBeNull();
    expect(
      deadline(
        'You must ship at least 25 orders from September 1 through October 31, 2026 to qualify.',
      ),
    ).toBeNull();
  });

  it("does not take Amazon's own step for the seller's deadline", () => {
    expect(
      deadline(
        'To comply with the law, we plan to provide your information to the authority by March 26, 2026.',
      ),
    ).toBeNull();
  });
});

describe('dates and periods beyond the training notices', () => {
  it('reads a timestamp pasted from a listing as its date', () => {
    expect(
      deadline(
        'Failure to provide this information by 2026-04-13T00:00:00.000Z may result in the removal of this listing.',
      ),
    ).toMatchObject({ date: '2026-04-13', source: 'explicit' });
  });

  it('reads the day a requirement takes effect', () => {
    expect(
      deadline(
        'Once the law takes effect in the US on June 27, 2026, sellers must provide their bank details.',
      )?.date,
    ).toBe('2026-06-27');
  });

  it('does not read the time Amazon takes to call the seller, or how long a reserve lasts', () => {
    expect(
      deadline(
        'As long as our team can reach you within 72 hours and you engage with us, your account will not be deactivated.',
      ),
    ).toBeNull();
    expect(
      deadline(
        'The reserve may be applied for up to 90 days but may be removed earlier if we see an improvement.',
      ),
    ).toBeNull();
    expect(
      deadline('今から24時間以内にアカウントヘルスサポートチームがご連絡いたします。'),
    ).toBeNull();
  });
});

describe('more ways notices state a date or a period', () => {
  it.each([
    ['Please send the invoices by 3/20.', '2026-03-20'],
    ['The deadline to submit your plan of action is March 20, 2026.', '2026-03-20'],
    [
      'These ASINs will be removed from the catalog on 20 March 2026 unless compliance documents are provided.',
      '2026-03-20',
    ],
    ['We require the documentation within 10 business days of this notice.', '2026-03-24'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });

  it('reads a sentence that opens on "After <date>" as the day a requirement starts, not "after" elsewhere', () => {
    expect(
      deadline(
        'After June 23, 2026, units without codes will be removed unless you provide valid Transparency codes.',
      )?.date,
    ).toBe('2026-06-23');
    expect(
      deadline('Units that arrive after June 23, 2026 must carry valid Transparency codes.'),
    ).toBeNull();
  });

  it('reads a day-first month and day in a language that writes the day first', () => {
    expect(deadline('Bitte senden Sie die Rechnungen bis zum 20/3.')?.date).toBe('2026-03-20');
  });
});

describe('calendar dates in a mail that may be a newsletter', () => {
  const addressed = (body: string) =>
    findStatedDeadline(body, null, today, 'addressed-to-seller')?.date ?? null;

  it('reads a date set for the seller to act by', () => {
    expect(
      addressed(
        "If you don't submit a valid registration number to us by December 31, 2026, your offers will be removed.",
      ),
    ).toBe('2026-12-31');
    expect(
      addressed(
        'We are launching new requirements for you to sell e-bikes starting October 2, 2026.',
      ),
    ).toBe('2026-10-02');
    expect(
      addressed(
        'Effective May 1, 2026, battery manufacturers and distributors must provide a test summary.',
      ),
    ).toBe('2026-05-01');
  });

  it("skips Amazon's own change of date, an invitation, and the seller named only as a beneficiary", () => {
    expect(
      addressed(
        'Starting March 12, 2026, coupons will be subject to new pricing requirements to build a better experience for you.',
      ),
    ).toBeNull();
    expect(
      addressed('Submit your Lightning Deals by April 17, 2026 to be considered for Prime Day.'),
    ).toBeNull();
    expect(addressed('Please complete our seller survey by April 17, 2026.')).toBeNull();
    // The same sentences, read as a notice's, keep their dates.
    expect(
      deadline('Submit your Lightning Deals by April 17, 2026 to be considered for Prime Day.')
        ?.date,
    ).toBe('2026-04-17');
  });

  it('reads periods in every sentence', () => {
    expect(addressed('Sellers must provide the invoices within 10 days.')).toBe('2026-03-20');
  });
});

describe('a wait before asking is no deadline', () => {
  it('skips "if it has still not appeared after 24 hours, contact us"', () => {
    expect(
      deadline(
        'If the update still has not appeared after 24 hours, please reach out to Seller Support.',
      ),
    ).toBeNull();
  });
});

describe('periods in months, and a due date given as a field', () => {
  it.each([
    ['Please respond within one month.', '2026-04-10'],
    ['Please provide the invoices within 2 months of this notice.', '2026-05-10'],
    ['Bitte reichen Sie die Unterlagen innerhalb von 2 Monaten ein.', '2026-05-10'],
    ['Veuillez fournir les documents dans un délai de 2 mois.', '2026-05-10'],
    ['3ヶ月以内に書類を提出してください。', '2026-06-10'],
    ['Due date: March 25, 2026', '2026-03-25'],
    ['Response deadline - March 25, 2026', '2026-03-25'],
    ['Please respond within 24h.', '2026-03-11'],
    ['Please respond within 48hrs.', '2026-03-12'],
    ['Your application will remain open for 30 days.', '2026-04-09'],
    [
      'Please resubmit a test report that clearly identifies the product within 5 days.',
      '2026-03-15',
    ],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });

  it('does not read a month of the year as a period ("within March" in Chinese)', () => {
    expect(deadline('请在3月内提供文件。')).toBeNull();
  });

  it('keeps a record field of a date as no deadline', () => {
    expect(deadline('Order date: March 25, 2026')).toBeNull();
  });
});

describe('a day named relative to the notice', () => {
  it.each([
    ['Please send the invoices by Friday.', '2026-03-13'],
    ['Please provide the documents by end of day tomorrow.', '2026-03-11'],
    ['You must submit an appeal by the end of this month.', '2026-03-31'],
    ['Please reply by the end of the week.', '2026-03-13'],
    // A weekday with its date is that date, not the coming weekday
    ['You must complete this by Wednesday, March 25.', '2026-03-25'],
    ['Please send the report by Monday 23 March 2026.', '2026-03-23'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });

  it("counts from the e-mail's date, and a weekday named on that day means a week on", () => {
    expect(deadline('Please send the invoices by Friday.', sent('2026-03-06'))).toMatchObject({
      date: '2026-03-13',
      isFromEmailDate: true,
    });
  });

  it("does not take Amazon's own turnaround for one", () => {
    expect(deadline('We will respond by Friday.')).toBeNull();
    expect(deadline('Our team will review your documents by tomorrow.')).toBeNull();
  });
});

describe('deadline wordings written for this product, not taken from the corpus', () => {
  const on = sent('2026-03-02');
  it.each([
    ['Please respond over the next 5 business days with the invoices.', '2026-03-09'],
    ['Send the lab report during the coming 10 days.', '2026-03-12'],
    [
      'Inventory that remains in the fulfillment center after March 31, 2026 will be disposed of.',
      '2026-03-31',
    ],
    [
      'Listings that are not updated by the deadline of April 1, 2026 will be suppressed.',
      '2026-04-01',
    ],
    [
      'Your inventory will be placed in unfulfillable status if not removed within a week.',
      '2026-03-09',
    ],
  ])('reads %s', (body, expected) => {
    expect(findStatedDeadline(body, on, today)?.date).toBe(expected);
  });

  it.each([
    'If the problem persists after 24 hours, contact Seller Support.',
    'Sellers must ship orders within 2 business days of the order date.',
    'After March 31, 2026 we sent the reimbursement.',
  ])('reads no deadline in %s', (body) => {
    expect(findStatedDeadline(body, on, today)).toBeNull();
  });
});

describe('a date without a year in a notice pasted without its Date header', () => {
  const late = new Date('2026-11-23T00:00:00Z');
  it("takes the year of the notice's own dated deadline when that lies long before today", () => {
    const body = [
      'Products still stored at our warehouses after June 30, 2024, will be disposed of.',
      'To avoid disposal, create a removal order before June 30.',
    ].join('\n');
    expect(findStatedDeadline(body, null, late)?.date).toBe('2024-06-30');
  });

  it('is read from today when the only dated words look back', () => {
    const body =
      'Provide invoices dated after January 1, 2025. Please respond by December 3 with the invoices.';
    expect(findStatedDeadline(body, null, late)?.date).toBe('2026-12-03');
  });
});
