import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';
import { cleanEmail } from './clean-email';

const today = new Date('2025-03-10T00:00:00Z');

const NOTICE = [
  'Hello Northwind Goods,',
  'We have removed your listing for ASIN B0D7QX4K2L because we received a report that it may violate our product safety policies.',
  'To reactivate the listing, please send us a Certificate of Conformity and a test report from an accredited laboratory within 10 days.',
  'Thank you,',
  'Seller Performance Team',
];

function templateHtml(lines: string[]): string {
  const [hello, ...rest] = lines;
  const body = rest
    .map((line) => `<tr><td style="padding:0 0 12px 0"><span>${line}</span></td></tr>`)
    .join('\n');
  return `<html><head><style>td{font-family:Arial}</style></head><body>
<div style="display:none;max-height:0;overflow:hidden">${rest[0]}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table width="100%"><tr><td><img src="https://m.media-amazon.com/logo.png" alt="amazon"></td></tr>
<tr><td><table><tr><td>${hello}</td></tr>
${body}
</table></td></tr>
<tr><td><table><tr><td><a href="https://sellercentral.amazon.com/x">Appeal</a></td><td>&nbsp;</td><td><a href="https://sellercentral.amazon.com/y">View Account Health</a></td></tr></table></td></tr>
<tr><td>Was this email helpful? <a href="https://x/yes">Yes</a> | <a href="https://x/no">No</a></td></tr>
<tr><td>&copy; 2025 Amazon.com, Inc. or its affiliates. All rights reserved.</td></tr>
<tr><td>Amazon.com, 410 Terry Ave N, Seattle, WA 98109</td></tr>
</table><img src="https://sellercentral.amazon.com/pixel.gif" width="1" height="1" style="display:none">
</body></html>`;
}

function quotedPrintable(text: string): string {
  return text
    .replace(/=/g, '=3D')
    .replace(/\u00a0/g, '=C2=A0')
    .replace(/(.{70})/g, '$1=\n');
}

const BOUNDARY = '----=_Part_771_2048.1741600000000';
const raw = `Received: from a8-31.smtp-out.amazonses.com (a8-31.smtp-out.amazonses.com [54.240.8.31])
        by mx.example.net with ESMTPS id 4f2;
        Mon, 10 Mar 2025 09:14:02 -0700 (PDT)
DKIM-Signature: v=1; a=rsa-sha256; q=dns/txt; c=relaxed/simple;
\ts=ug7nbtf4gccmlpwj322ax3p6ow6yfsug; d=amazon.com; t=1741623242;
\th=Date:From:To:Message-ID:Subject:MIME-Version:Content-Type
Date: Mon, 10 Mar 2025 16:14:02 +0000
From: Seller Performance <seller-performance@amazon.com>
To: owner@northwind.example
Message-ID: <0100019581a2-77@email.amazonses.com>
Subject: Action required: listing removed
MIME-Version: 1.0
Content-Type: multipart/alternative;
\tboundary="${BOUNDARY}"
X-SES-Outgoing: 2025.03.10-54.240.8.31

--${BOUNDARY}
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${quotedPrintable(NOTICE.join('\n'))}
--${BOUNDARY}
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${quotedPrintable(templateHtml(NOTICE))}
--${BOUNDARY}--
`;

const plainWithHeaders = `From: Seller Performance <seller-performance@amazon.com>
Date: Mon, 10 Mar 2025 16:14:02 +0000
Subject: Action required: listing removed

${NOTICE.join('\n')}`;

const seen = (analysis: ReturnType<typeof analyzeEmail>) => ({
  caseType: analysis.caseType,
  kind: analysis.kind,
  issue: analysis.identifiedIssue,
  asins: analysis.asins,
  deadline: analysis.deadline,
  requestedDocuments: analysis.requestedDocuments,
  analysisText: analysis.analysisText,
});

describe('an Amazon notice in its HTML template', () => {
  it('reads the hidden preheader, the buttons and the footer as no part of the notice', () => {
    const { parts, text } = cleanEmail(templateHtml(NOTICE), today);
    expect(parts).toHaveLength(1);
    expect(text.split('We have removed your listing')).toHaveLength(2);
    expect(text).not.toMatch(/View Account Health|Appeal|zwnj|\u034f|Terry Ave|helpful/);
    expect(parts[0]!.signature).toBe('Seller Performance Team');
  });

  it('is analysed as the same notice pasted as plain text', () => {
    expect(seen(analyzeEmail(templateHtml(NOTICE), { today }))).toEqual(
      seen(analyzeEmail(NOTICE.join('\n'), { today })),
    );
  });
});

describe('a raw multipart message pasted from "Show original"', () => {
  it('keeps sender, date and subject, drops transport headers and boundaries, reads the notice once', () => {
    const { parts, text } = cleanEmail(raw, today);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.headers.subject).toBe('Action required: listing removed');
    expect(parts[0]!.headers.from).toMatch(/seller-performance@amazon\.com/);
    expect(parts[0]!.sentAt?.toISOString().slice(0, 10)).toBe('2025-03-10');
    expect(text).not.toMatch(/Received|DKIM|boundary|Content-Type|----=_Part|X-SES/);
    expect(text.split('We have removed your listing')).toHaveLength(2);
  });

  it('is analysed as the same notice pasted with its headers', () => {
    expect(seen(analyzeEmail(raw, { today }))).toEqual(
      seen(analyzeEmail(plainWithHeaders, { today })),
    );
  });

  it('reads an HTML-only message in base64', () => {
    const html = Buffer.from(templateHtml(NOTICE), 'utf8')
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    const single = `From: Seller Performance <seller-performance@amazon.com>
Subject: Action required: listing removed
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8
Content-Transfer-Encoding: base64

${html}`;
    const analysis = analyzeEmail(single, { today });
    expect(analysis.asins).toEqual(['B0D7QX4K2L']);
    expect(analysis.requestedDocuments).toEqual(
      analyzeEmail(NOTICE.join('\n'), { today }).requestedDocuments,
    );
    expect(cleanEmail(single, today).text).not.toMatch(/base64|MIME-Version/);
  });
});
