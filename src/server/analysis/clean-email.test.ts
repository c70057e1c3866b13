import { describe, expect, it } from 'vitest';
import { cleanEmail } from './clean-email';
import { decodeContent, decodeQuotedPrintable, htmlToText } from './decode-content';

const today = new Date('2026-03-10T00:00:00Z');

describe('decodeContent', () => {
  it('undoes quoted-printable soft breaks and =XX escapes, UTF-8 included', () => {
    expect(decodeQuotedPrintable('We=E2=80=99ve removed ASIN =\nB0C4KT7Q2M =3D done')).toBe(
      'We\u2019ve removed ASIN B0C4KT7Q2M = done',
    );
  });

  it('leaves ordinary text with an equals sign alone', () => {
    expect(decodeContent('Price = $10 and A=B')).toBe('Price = $10 and A=B');
  });

  it('turns HTML into text: paragraphs and <br> to lines, list items to bullets, entities decoded', () => {
    const text = htmlToText(
      '<html><head><style>p{}</style></head><body><p>Hello&nbsp;Seller,</p><p>We can&#39;t&hellip;<br>Next &amp; last</p><ul><li>One</li><li>Two</li></ul></body></html>',
    );
    expect(text).toContain('Hello Seller,');
    expect(text).toContain("We can't\u2026\nNext & last");
    expect(text).toMatch(/- One\s*\n- Two/);
    expect(text).not.toContain('p{}');
  });

  it('keeps the plain mails that follow an HTML one on their own lines', () => {
    const text = decodeContent(
      '<p>First mail</p>\nFrom: a@amazon.com\nDate: Mon, 2 Mar 2026\n\nSecond mail',
    );
    expect(text.split('\n')).toContain('From: a@amazon.com');
  });
});

describe('cleanEmail', () => {
  it('separates a Gmail forward from the seller note and picks the Amazon notice as primary', () => {
    const cleaned = cleanEmail(
      'Can you look at this?\n\n---------- Forwarded message ---------\nFrom: Amazon <seller-performance@amazon.com>\nDate: Fri, Mar 6, 2026 at 3:12 PM\nSubject: Listing removed\nTo: <me@example.com>\n\nHello,\n\nWe removed your listing for ASIN B0BX4N8W2T because of a safety complaint.',
      today,
    );
    expect(cleaned.parts).toHaveLength(2);
    const primary = cleaned.parts[cleaned.primaryIndex]!;
    expect(primary.headers.subject).toBe('Listing removed');
    expect(primary.sentAt?.toISOString().slice(0, 10)).toBe('2026-03-06');
    expect(primary.body).toContain('We removed your listing');
    expect(primary.body).not.toContain('Can you look');
  });

  it("reads 'Begin forwarded message:', Outlook '-----Original Message-----' and 'On … wrote:' with > quoting", () => {
    const apple = cleanEmail(
      'FYI\n\nBegin forwarded message:\n\nFrom: "Amazon" <x@amazon.com>\nSubject: Hold\nDate: March 8, 2026 at 9:31:04 PM PST\n\nYour FBA inventory for ASIN B0CHX2MJ7Q is on hold.',
      today,
    );
    expect(apple.parts[apple.primaryIndex]!.sentAt?.toISOString().slice(0, 10)).toBe('2026-03-08');
    const outlook = cleanEmail(
      '-----Original Message-----\nFrom: Amazon <x@amazon.com>\nSent: Wednesday, March 4, 2026 10:05 AM\nSubject: Recall\n\nHello,\nWe removed the listing for ASIN B0B2HWR8NE.',
      today,
    );
    expect(outlook.parts[outlook.primaryIndex]!.headers.date).toContain('March 4, 2026');
    const reply = cleanEmail(
      'Hi, invoices attached.\nTom\n\nOn Mon, Mar 2, 2026 at 4:47 PM Amazon Seller Performance <sp@amazon.com> wrote:\n> Hello,\n>\n> We removed your offer for ASIN B0C9LW2RTK\n> because it is counterfeit.',
      today,
    );
    const primary = reply.parts[reply.primaryIndex]!;
    expect(primary.body).toBe(
      'Hello,\n\nWe removed your offer for ASIN B0C9LW2RTK\nbecause it is counterfeit.',
    );
    expect(primary.sentAt?.toISOString().slice(0, 10)).toBe('2026-03-02');
  });

  it('cuts sign-offs, "Was this email helpful?" and copyright / unsubscribe footers', () => {
    const cleaned = cleanEmail(
      'Hello,\n\nYour listing B0D1F2G3H4 is search suppressed.\n\nSincerely,\nAmazon Seller Performance Team\nWas this email helpful?\nTo unsubscribe, click here.\n\u00a9 2026 Amazon.com, Inc. or its affiliates. All rights reserved.',
      today,
    );
    const part = cleaned.parts[0]!;
    expect(part.body).toBe('Hello,\n\nYour listing B0D1F2G3H4 is search suppressed.');
    expect(part.signature).toBe('Amazon Seller Performance Team');
  });

  it('treats the most recent of several pasted notices as primary, whatever the paste order', () => {
    const older =
      'From: Amazon <sp@amazon.com>\nDate: Fri, 20 Feb 2026 14:00:00 -0800\nSubject: First notice\n\nHello, we removed the listing for ASIN B0BSHF7WHW.';
    const newer =
      'From: Amazon <sp@amazon.com>\nDate: Thu, 5 Mar 2026 09:12:00 -0800\nSubject: Appeal denied\n\nHello, your appeal for ASIN B0BSHF7WHW was denied.';
    for (const paste of [`${older}\n\n${newer}`, `${newer}\n\n${older}`]) {
      const cleaned = cleanEmail(paste, today);
      expect(cleaned.parts).toHaveLength(2);
      expect(cleaned.parts[cleaned.primaryIndex]!.headers.subject).toBe('Appeal denied');
    }
  });

  it('reads the headers and reply lines mail programs write in the marketplace languages', () => {
    const sentOf = (paste: string) =>
      cleanEmail(paste, today).parts[0]!.sentAt?.toISOString().slice(0, 10);
    expect(
      sentOf(
        'Von: Amazon <seller@amazon.de>\nGesendet: Montag, 2. März 2026 10:15\nBetreff: Ihr Konto\n\nGuten Tag, Ihr Angebot wurde entfernt.',
      ),
    ).toBe('2026-03-02');
    expect(
      sentOf(
        '差出人: Amazon.co.jp\n送信日時: 2026年3月2日 10:15\n件名: お知らせ\n\n出品を停止しました。',
      ),
    ).toBe('2026-03-02');
    // Day first in a French reply line, month first in an English one.
    expect(
      sentOf(
        'Le 02/03/2026 à 10:15, Amazon <seller@amazon.fr> a écrit :\nVos offres ont été supprimées.',
      ),
    ).toBe('2026-03-02');
    expect(
      sentOf(
        'Am 02.03.2026 um 10:15 schrieb Amazon <seller@amazon.de>:\nIhr Angebot wurde entfernt.',
      ),
    ).toBe('2026-03-02');
    expect(sentOf('On 03/02/2026, Amazon <seller@amazon.com> wrote:\nWe removed your offer.')).toBe(
      '2026-03-02',
    );
  });
});
