import { describe, expect, it } from 'vitest';
import {
  extractAsins,
  extractFacts,
  extractPolicies,
  extractRequestedDocuments,
  isValidIsbn10,
} from './extract-facts';

describe('extractAsins', () => {
  it('finds none when there is none', () => {
    expect(
      extractAsins('Your request to sell in Grocery needs more information. Case ID: 18273645501'),
    ).toEqual([]);
  });

  it('finds several ASINs in order, uppercased and without duplicates', () => {
    const text =
      'Subject: ASIN B0BSHF7WHW\nASIN: b0bx4n8w2t\nB0BX4N9K7L - Marbles\nAgain B0BSHF7WHW\nhttps://www.amazon.com/dp/B0B7YTR3QW';
    expect(extractAsins(text)).toEqual(['B0BSHF7WHW', 'B0BX4N8W2T', 'B0BX4N9K7L', 'B0B7YTR3QW']);
  });

  it('finds ISBN-10 book ASINs in an ASIN context, checking the check digit', () => {
    expect(isValidIsbn10('0316769487')).toBe(true);
    expect(isValidIsbn10('0316769488')).toBe(false);
    expect(extractAsins('ASIN 0316769487 - The Catcher in the Rye\nASIN: 0316769488')).toEqual([
      '0316769487',
    ]);
    expect(extractAsins('The ASINs below:\n\n1501142976 - It: A Novel')).toEqual(['1501142976']);
  });

  it('ignores 10-digit ids, order ids and phone numbers that are not ASINs', () => {
    const text =
      'ASIN: B0C9LW2RTK\nComplaint ID: 0316769487\nOrder 113-4829371-5562019\nCall 2065551234';
    expect(extractAsins(text)).toEqual(['B0C9LW2RTK']);
  });
});

describe('masked ASINs in published notices', () => {
  it('keeps a masked code printed after an ASIN label, each one a label introduces', () => {
    expect(extractAsins('ASIN: ********* Title: ****')).toEqual(['*********']);
    expect(extractAsins('Parent ASIN: XXXXXXXX\nRemoved ASIN: YYYYYYYYY ZZZZZZZZZ')).toEqual([
      'XXXXXXXX',
      'YYYYYYYYY',
      'ZZZZZZZZZ',
    ]);
  });

  it('takes no placeholder that no ASIN label introduces', () => {
    expect(
      extractAsins('Product: XXXXXXX\nseized a shipment of your product [B07PLQ, B09Q]'),
    ).toEqual([]);
  });
});

describe('extractFacts', () => {
  it('reads SKUs, FNSKUs, shipment and order ids and complaint ids', () => {
    const facts = extractFacts(
      'Merchant SKU: ANK-PB-10K\nSKU: TEE-ORG-M\nFNSKU: X002K7L9QZ\nShipment FBA17QXZ4M2T was closed.\nOrder ID: 114-7384920-1928374\nComplaint ID: 8473920156',
    );
    expect(facts.skus).toEqual(['ANK-PB-10K', 'TEE-ORG-M']);
    expect(facts.fnskus).toEqual(['X002K7L9QZ']);
    expect(facts.shipmentIds).toEqual(['FBA17QXZ4M2T']);
    expect(facts.orderIds).toEqual(['114-7384920-1928374']);
    expect(facts.complaintIds).toEqual(['8473920156']);
  });

  it('names the policy', () => {
    expect(
      extractPolicies(
        'This violates the Amazon Marketplace Fair Pricing Policy and our Restricted Products policy.',
      ),
    ).toEqual(['Amazon Marketplace Fair Pricing Policy', 'Restricted Products policy']);
  });
});

describe('extractRequestedDocuments', () => {
  it('reads the bullet list a request introduces', () => {
    const text =
      "To reinstate your listing, please provide the following by March 23, 2026:\n- A Children's Product Certificate (CPC)\n- Test reports from a CPSC-accepted laboratory\n- Images of the product and its packaging";
    expect(extractRequestedDocuments(text)).toEqual([
      'Safety Certification',
      'Laboratory Test Reports',
      'Product Images',
    ]);
  });

  it('reads requests in prose, in the order named, with synonyms', () => {
    expect(extractRequestedDocuments('Please provide an SDS/MSDS and an exemption sheet.')).toEqual(
      ['Safety Data Sheet', 'Hazmat Exemption Sheet'],
    );
    expect(
      extractRequestedDocuments(
        'Send us invoices from your supplier and a letter of authorization from the brand owner.',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
    expect(
      extractRequestedDocuments('Submit the EU Declaration of Conformity and a plan of action.'),
    ).toEqual(['Declaration of Conformity', 'Plan of Action']);
  });

  it('ignores documents that are only mentioned, not asked for', () => {
    expect(
      extractRequestedDocuments(
        'The invoices you provided could not be verified. We may also ask for a letter of authorization.',
      ),
    ).toEqual([]);
    expect(
      extractRequestedDocuments(
        'Your listings below are missing information:\n- ASIN B0DKM4N7P1: images',
      ),
    ).toEqual([]);
  });

  it.each([
    ['Please do not send us product images.', []],
    ['Amazon will send you a copy of the test report.', []],
    ['Please provide a test report, not a certificate of conformity.', ['Laboratory Test Reports']],
    ['Please send invoices; self-generated invoices are not acceptable.', ['Supplier Invoices']],
    // A threat asks for what it names
    [
      'If you do not provide the invoices within 7 days, your listing will be removed.',
      ['Supplier Invoices'],
    ],
  ])('reads what is asked and what is declined in: %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });
});

describe('requested documents in pasted notices', () => {
  it('reads the prose after "send the following information:" as its list, up to the next question', () => {
    const text = [
      'To sell on Amazon again, please send the following information to review@amazon.com:',
      'Copies of invoices from your supplier issued in the last 90 days.',
      'If you are the brand owner, a copy of the brand registration certificate.',
      'Contact information for your supplier, including name, phone number and website.',
      'You can send .pdf or .jpg files.',
      'How do I appeal?',
      'A letter of authorization is one way to show it.',
    ].join('\n');
    expect(extractRequestedDocuments(text)).toEqual([
      'Supplier Invoices',
      'Brand Registry Documentation',
      'Supplier Contact Information',
    ]);
  });

  it('does not ask for a document the notice says will not do', () => {
    expect(
      extractRequestedDocuments(
        'Submit all relevant safety testing data and certification for the item. PLEASE NOTE: An MSDS does not suffice for safety testing.',
      ),
    ).toEqual(['Safety Certification', 'Laboratory Test Reports']);
  });

  it('reads announcement phrasings: responsible for obtaining, need to be verified, seek approval', () => {
    expect(
      extractRequestedDocuments(
        'When selling on FBA, you are responsible for obtaining a lithium battery test summary for any ASIN.',
      ),
    ).toEqual(['Laboratory Test Reports']);
    expect(
      extractRequestedDocuments(
        'If you would like to seek approval, complete the following steps: 1. Click the Request Approval button.',
      ),
    ).toEqual(['Approval Application']);
    expect(
      extractRequestedDocuments(
        'Your explanation should include evidence that shows that your account complies with our variation policy.',
      ),
    ).toEqual(['Compliance Documentation']);
  });
});

describe('request phrasings that introduce documents', () => {
  it("reads the list a notice's own question introduces", () => {
    expect(
      extractRequestedDocuments(
        'What documents do I need to provide?\n- Invoices from your supplier\n- A distribution agreement with the brand',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
  });

  it("reads 'we ask that you' and 'required documents'", () => {
    expect(extractRequestedDocuments('We ask that you send a copy of your utility bill.')).toEqual([
      'Utility Bill',
    ]);
    expect(
      extractRequestedDocuments('Required documents: business license and bank statement.'),
    ).toEqual(['Business License or Registration', 'Bank or Credit Card Statement']);
  });
});

describe('document names of accredited testing and identity', () => {
  it('reads ISO 17025 and accredited-laboratory testing as test reports, UL listing as certification', () => {
    expect(
      extractRequestedDocuments(
        'Provide proof that the product was tested by an accredited laboratory and is UL listed.',
      ),
    ).toEqual(['Laboratory Test Reports', 'Safety Certification']);
    expect(
      extractRequestedDocuments('Please provide documents from an ISO 17025 laboratory.'),
    ).toEqual(['Laboratory Test Reports']);
  });

  it('reads personal identification as proof of identity', () => {
    expect(
      extractRequestedDocuments('Provide a business license or personal identification.'),
    ).toEqual(['Business License or Registration', 'Proof of Identity']);
  });
});

describe('documents a notice says are not needed, or that someone else sends', () => {
  it('drops a document the clause says is not required, keeping the rest of the request', () => {
    expect(
      extractRequestedDocuments(
        'A lab test report is not required for this item. Please send us your supplier invoices.',
      ),
    ).toEqual(['Supplier Invoices']);
    expect(
      extractRequestedDocuments(
        'You do not need to provide a test report, but please upload the CPC.',
      ),
    ).toEqual(['Safety Certification']);
    expect(extractRequestedDocuments('Provide the SDS; an exemption sheet is optional.')).toEqual([
      'Safety Data Sheet',
    ]);
  });

  it('does not ask the seller for a retraction the rights owner has to send', () => {
    expect(
      extractRequestedDocuments(
        'Please contact the rights owner and ask them for a retraction. We only accept retractions if the rights owner sends them.',
      ),
    ).toEqual([]);
    // A letter the seller obtains from the owner is still the seller's to send.
    expect(
      extractRequestedDocuments('Provide a letter of authorization from the rights owner.'),
    ).toEqual(['Authorization Letter']);
  });

  it("reads what an invoice must show as the invoice's contents, not another document", () => {
    expect(
      extractRequestedDocuments(
        'Please provide invoices. Invoices must show the name, address and phone number of your supplier.',
      ),
    ).toEqual(['Supplier Invoices']);
    expect(
      extractRequestedDocuments('Please send us the name and website of your supplier.'),
    ).toEqual(['Supplier Contact Information']);
  });
});

describe('more names for requested documents', () => {
  it.each([
    ['Please provide the FCC certification for the charger.', ['Safety Certification']],
    [
      'Submit a CE certificate or a test report.',
      ['Safety Certification', 'Laboratory Test Reports'],
    ],
    ['Upload the owner\u2019s manual that ships with the heater.', ['User Manual or Instructions']],
    ['Send us the product specifications or a datasheet.', ['Product Specification Sheet']],
    [
      'Please provide a certification showing that the product is exempt from the regulation.',
      ['Compliance Documentation'],
    ],
    ['请提供以下文档:\n-- 最近 60 天内的电费或自来水账单', ['Utility Bill']],
    ['請求書を提出してください。', ['Supplier Invoices']],
    [
      'Please provide the EC type-examination certificate and the technical file.',
      ['Safety Certification', 'Compliance Documentation'],
    ],
    ['Send us a certificate of origin for the goods.', ['Compliance Documentation']],
    ["We'll need your supplier invoices.", ['Supplier Invoices']],
    [
      'Your listing will be reinstated once we receive a valid test report.',
      ['Laboratory Test Reports'],
    ],
    ['Submit proof that the product meets ASTM F963.', ['Compliance Documentation']],
    ['Please provide your DEA registration.', ['Regulatory Registration']],
    ['Please provide a CoC issued by a third-party lab.', ['Safety Certification']],
    ['Upload photos of the CPSIA tracking label.', ['Product Images']],
    ["Please provide the product's NDC number.", ['Regulatory Registration']],
    [
      'Please provide a copy of your state cottage food license.',
      ['Business License or Registration'],
    ],
    [
      'Please provide evidence that the complaint was retracted.',
      ['Retraction from the Rights Owner'],
    ],
    ['Please submit a copy of the label showing the CE marking.', ['Product Images']],
    [
      'Provide a letter from your supplier confirming the products are authentic.',
      ['Product Authenticity Documentation'],
    ],
    [
      'Please provide documentation that demonstrates the product complies with applicable laws.',
      ['Compliance Documentation'],
    ],
    ['Please confirm the indemnification agreement.', ['Defense and Indemnification Confirmation']],
    ['Please sign the indemnification agreement.', ['Defense and Indemnification Confirmation']],
  ])('reads %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('does not read receiving as a receipt', () => {
    expect(
      extractRequestedDocuments(
        'Please send a plan to prevent non-receipt claims; upon receipt of your plan we will review it.',
      ),
    ).toEqual(['Plan of Action']);
  });
});

describe('request wording beyond the training notices', () => {
  it('reads a Japanese "reply with … attached" request, not a mention of what was sent', () => {
    expect(extractRequestedDocuments('請求書を添付の上ご返信ください。')).toEqual([
      'Supplier Invoices',
    ]);
    expect(extractRequestedDocuments('お送りいただいた請求書を確認しました。')).toEqual([]);
  });

  it.each([
    ['Provide proof that you are authorized to sell this brand.', ['Authorization Letter']],
    ['Send us written permission from the brand owner.', ['Authorization Letter']],
    ['Please upload a copy of your ID.', ['Proof of Identity']],
    ['Please provide a valid government ID.', ['Proof of Identity']],
    ['Please upload an internet statement from the last 90 days.', ['Utility Bill']],
    ['Please provide your trademark certificate.', ['Brand Registry Documentation']],
    ['Please upload testing documentation for the charger.', ['Laboratory Test Reports']],
    ['Please provide your FDA facility registration.', ['Regulatory Registration']],
    ['Please provide the distributor contact details.', ['Supplier Contact Information']],
  ])('reads the general name in %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it.each([
    ['Amazon requires copies of your supplier invoices.', ['Supplier Invoices']],
    ['We will need a letter of authorization from the brand owner.', ['Authorization Letter']],
    ['We are requesting test reports for the ASINs below.', ['Laboratory Test Reports']],
    ['Please supply a Safety Data Sheet.', ['Safety Data Sheet']],
    ['Please email the CPC to our team.', ['Safety Certification']],
    ['To sell this toy, you must have a GCC.', ['Safety Certification']],
    [
      'Acceptable forms of documentation:\n- Invoices from your supplier\n- A utility bill',
      ['Supplier Invoices', 'Utility Bill'],
    ],
    [
      'Please send the documents listed below\n- Bank statement\n- Passport',
      ['Bank or Credit Card Statement', 'Proof of Identity'],
    ],
    [
      'Invoices must be dated within 365 days. Please submit them in Seller Central.',
      ['Supplier Invoices'],
    ],
  ])('reads the request in %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it.each([
    [
      '如果您认为此决定有误,请联系销售伙伴支持,并提供以下信息:商品包装的照片和使用说明书。',
      ['Product Images', 'User Manual or Instructions'],
    ],
    [
      '改善計画と仕入れ先の連絡先をご提出ください。',
      ['Plan of Action', 'Supplier Contact Information'],
    ],
    [
      'Bitte reichen Sie eine Rechnung und die Konformitätserklärung ein.',
      ['Supplier Invoices', 'Declaration of Conformity'],
    ],
    [
      'Bitte senden Sie uns die Konformitätserklärung und die Kontaktdaten der verantwortlichen Person in der EU zu.',
      ['Declaration of Conformity', 'EU Responsible Person Details'],
    ],
    ['出品を再開するには、PSE適合性検査証明書を提出してください。', ['Safety Certification']],
    [
      "Veuillez fournir une facture et un rapport d'essai.",
      ['Supplier Invoices', 'Laboratory Test Reports'],
    ],
    ["Veuillez fournir une facture d'électricité récente.", ['Utility Bill']],
    ['Por favor, envíe una factura y su pasaporte.', ['Supplier Invoices', 'Proof of Identity']],
    [
      "Si prega di inviare il manuale d'uso e la scheda di sicurezza.",
      ['User Manual or Instructions', 'Safety Data Sheet'],
    ],
    [
      'Stuur ons een factuur en een kopie van uw paspoort.',
      ['Supplier Invoices', 'Proof of Identity'],
    ],
  ])('reads the marketplace-language request %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it.each([
    ['Please describe the measures you have taken to prevent this.', ['Plan of Action']],
    ['Please explain how you will prevent this issue in the future.', ['Plan of Action']],
    [
      'Please provide the supplier details, including phone number.',
      ['Supplier Contact Information'],
    ],
    ['Please upload your articles of organization.', ['Business License or Registration']],
    ['Please provide photos of the product packaging and labels.', ['Product Images']],
    ["Send the manufacturer's specifications.", ['Product Specification Sheet']],
    ['Please provide a license from the rights owner.', ['Authorization Letter']],
    ['Please provide lab results for the product.', ['Laboratory Test Reports']],
    ['Please provide documentation of your supply chain.', ['Chain of Custody Documentation']],
  ])('reads the general wording %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('does not read a business license as a license from the rights owner', () => {
    expect(extractRequestedDocuments('Please provide a copy of your business license.')).toEqual([
      'Business License or Registration',
    ]);
  });

  it('reads the list under a heading that asks for documents', () => {
    expect(
      extractRequestedDocuments(
        'Required documents\n- Invoice from your supplier\n- Letter of authorization',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
    expect(
      extractRequestedDocuments(
        'Why did this happen\n- Invoices were missing\n- A utility bill was unreadable',
      ),
    ).toEqual([]);
  });

  it.each([
    ['A test report must be submitted for each ASIN.', ['Laboratory Test Reports']],
    ['Invoices are needed for every unit.', ['Supplier Invoices']],
    ['The FDA approval letter is mandatory.', ['Regulatory Registration']],
    ['Photos of the warning label must be provided.', ['Product Images']],
  ])('reads the passive request %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('reads the examples given after a request, not after other prose', () => {
    expect(
      extractRequestedDocuments(
        'Please provide evidence of compliance. This may include test reports from an accredited lab.',
      ),
    ).toEqual(['Compliance Documentation', 'Laboratory Test Reports']);
    expect(
      extractRequestedDocuments('The listing was removed. For example, its photos were missing.'),
    ).toEqual([]);
  });

  it.each([
    ['Please upload your VAT registration certificate.', ['Tax or VAT Registration']],
    [
      'Please provide a W-9 form and a Government ID.',
      ['Tax or VAT Registration', 'Proof of Identity'],
    ],
    ['Bitte laden Sie Ihre Umsatzsteuer-Identifikationsnummer hoch.', ['Tax or VAT Registration']],
  ])('reads a tax registration request in %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('reads list items that lost their bullets after a request, not a sentence that says something', () => {
    expect(
      extractRequestedDocuments(
        'Please submit documents such as a bank statement.\nOrder confirmation email.\nShipment tracking information.',
      ),
    ).toEqual(['Bank or Credit Card Statement', 'Supplier Invoices', 'Proof of Delivery']);
    expect(
      extractRequestedDocuments(
        'Please submit your appeal.\nInvoices were reviewed by our team.\nor use the retraction function.',
      ),
    ).toEqual([]);
  });

  it('reads only the first sentence of a pasted list item as the item, the rest as prose', () => {
    expect(
      extractRequestedDocuments(
        'Please provide the following: -- An invoice or a letter of authorization from the rights owner. Links are not accepted. If the rights owner made an error, the rights owner must send the retraction to us.',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
  });

  it('reads an item that opens with the document it names and a colon', () => {
    expect(
      extractRequestedDocuments(
        'You may highlight the ASINs under review, which makes the review faster for our team. A plan of action that explains: The root cause of the complaints.',
      ),
    ).toEqual(['Plan of Action']);
    expect(extractRequestedDocuments('Invoices we reviewed: none matched the units sold.')).toEqual(
      [],
    );
  });

  it.each([
    ['Give us a copy of the invoice.', ['Supplier Invoices']],
    [
      'Supply the following: a test report and a CPC.',
      ['Laboratory Test Reports', 'Safety Certification'],
    ],
    ['Furnish proof of delivery for the shipment.', ['Proof of Delivery']],
  ])('reads the imperative %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('does not read a supply chain or the present as a request', () => {
    expect(
      extractRequestedDocuments('Your supply chain includes invoices from several suppliers.'),
    ).toEqual([]);
  });

  it.each([
    ['Please submit an action plan.', ['Plan of Action']],
    ['Please provide a statement from your bank.', ['Bank or Credit Card Statement']],
    ['Please provide proof of ID and a utilities bill.', ['Proof of Identity', 'Utility Bill']],
    [
      "Please upload the user's manual and the safety datasheet.",
      ['User Manual or Instructions', 'Safety Data Sheet'],
    ],
    ['Please send the packing slips.', ['Proof of Delivery']],
    ['Please provide a conformity declaration.', ['Declaration of Conformity']],
  ])('reads the variant name in %s', (text, expected) => {
    expect(extractRequestedDocuments(text)).toEqual(expected);
  });

  it('reads the list an intro ending in "the following documents." announces', () => {
    expect(
      extractRequestedDocuments(
        'Please submit one of the following documents.\nA business license if applicable\nA utility bill that must be dated in the last 90 days',
      ),
    ).toEqual(['Business License or Registration', 'Utility Bill']);
  });

  it('does not ask again for what the seller already sent when no action is needed', () => {
    expect(
      extractRequestedDocuments(
        'If you have already provided invoices, no further action is needed.',
      ),
    ).toEqual([]);
  });

  it('reads list items marked (1), (a), a hollow bullet or an arrow', () => {
    expect(
      extractRequestedDocuments(
        'Please provide the following:\n(1) Invoices from your supplier\n(b) A letter of authorization\n\u25e6 A utility bill\n\u27a2 A bank statement',
      ),
    ).toEqual([
      'Supplier Invoices',
      'Authorization Letter',
      'Utility Bill',
      'Bank or Credit Card Statement',
    ]);
  });

  it('does not read a mention of what was not received as a request', () => {
    expect(
      extractRequestedDocuments('We have not received the compliance documentation we asked for.'),
    ).toEqual([]);
  });

  it('does not read an order or case ID as an identity document', () => {
    expect(extractRequestedDocuments('Please provide the order ID and the case ID.')).toEqual([]);
  });
});

describe('ASINs in addresses, tables and next to other identifiers', () => {
  it('reads the ASIN of a product page address, book ASINs included', () => {
    expect(
      extractAsins(
        'See https://www.amazon.co.uk/Kitchen-Scale/dp/0316769487/ref=sr_1_2 and https://www.amazon.de/gp/product/b09xyzq7k2?th=1',
      ),
    ).toEqual(['B09XYZQ7K2', '0316769487']);
  });

  it('takes book ASINs only from the ASIN column of a table', () => {
    expect(
      extractAsins(
        'ASIN | Seller SKU | Units\n0316769487 | 1501142976 | 12\n080442957x | 0-BOOK-7 | 3',
      ),
    ).toEqual(['0316769487', '080442957X']);
    expect(extractAsins('ISBN\tEAN\n1501142976\t0316769487')).toEqual(['1501142976']);
  });

  it('does not take the number after another label for an ASIN', () => {
    expect(extractAsins('ASIN: B08N5WRWNW\nSKU: 1501142976\nPhone: 0316769487')).toEqual([
      'B08N5WRWNW',
    ]);
    expect(extractAsins('ASIN 0316769487, merchant SKU 1501142976')).toEqual(['0316769487']);
  });
});

describe('producer registration numbers in the EU marketplaces', () => {
  it('reads the registers by name and the number in German and French, apart from tax numbers', () => {
    expect(
      extractRequestedDocuments(
        'Wir können die Einhaltung nicht überprüfen, da Sie Ihre LUCID-Nummer nicht übermittelt haben.',
      ),
    ).toEqual(['Regulatory Registration']);
    expect(
      extractRequestedDocuments(
        'Vous devez nous fournir le numéro d’inscription DEEE de votre fournisseur en amont.',
      ),
    ).toEqual(['Regulatory Registration']);
    expect(
      extractRequestedDocuments('Veuillez fournir votre numéro d’enregistrement à la TVA.'),
    ).not.toContain('Regulatory Registration');
    expect(
      extractRequestedDocuments(
        'Your listings were deactivated because you have not provided a packaging registration number.',
      ),
    ).toEqual(['Regulatory Registration']);
  });
});

describe('a request followed by its list without a colon', () => {
  it('reads the list under a request that names no document itself', () => {
    expect(
      extractRequestedDocuments(
        'To reactivate your account, please submit copies for our review.\n— Invoices from your supplier issued in the last 90 days\n— A letter of authorization from the brand owner',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
    expect(
      extractRequestedDocuments(
        'アカウントの再開をご希望の場合は、ご提出いただきますようお願いいたします。\n— 仕入れ先から発行された請求書の写し\n— 委任状',
      ),
    ).toEqual(['Supplier Invoices', 'Authorization Letter']);
  });

  it('does not read a list after a request that already named its document, or after a statement', () => {
    expect(
      extractRequestedDocuments(
        'Please send us your plan of action.\n- Invoices were not accepted\n- The letter of authorization had expired',
      ),
    ).toEqual(['Plan of Action']);
    expect(
      extractRequestedDocuments(
        'We removed your listings for these reasons.\n- Invoices were missing\n- A utility bill was unreadable',
      ),
    ).toEqual([]);
  });
});

describe('proof of liability insurance', () => {
  it('reads a request for proof of liability insurance or a certificate of insurance', () => {
    expect(
      extractRequestedDocuments(
        'We are writing to remind you to provide proof of liability insurance for the products you sell through Amazon.com.',
      ),
    ).toEqual(['Proof of Liability Insurance']);
    expect(
      extractRequestedDocuments(
        'Please work with your insurance provider to make the necessary changes and resubmit the COI.',
      ),
    ).toEqual(['Proof of Liability Insurance']);
  });
});

describe('registrations and certificates of other marketplaces', () => {
  it.each([
    [
      '該当商品を引き続き出品されることを希望される場合には、技術基準適合証明書の写しをご提出ください。',
      ['Safety Certification'],
    ],
    [
      '電気用品輸入事業届出書の写しと自主検査記録をご提出ください。',
      ['Laboratory Test Reports', 'Regulatory Registration'],
    ],
    [
      'You must provide the Natural Product Number or Drug Identification Number issued by Health Canada.',
      ['Regulatory Registration'],
    ],
    [
      'Please provide the warnings and safety information for this product in the language of the store.',
      ['User Manual or Instructions'],
    ],
    [
      'To sell this product in the EU, you must provide information related to warnings and safety under the GPSR.',
      ['User Manual or Instructions'],
    ],
    [
      '- You must provide us with acceptable documentation and other information we request about the products you intend to sell.',
      ['Compliance Documentation'],
    ],
    ['Please resend the invoice.', ['Supplier Invoices']],
    [
      'If you believe this is an error, contact the rights owner to request a retraction, or provide a letter from a patent attorney explaining why your product does not infringe.',
      ['Patent Attorney Opinion'],
    ],
    ['Stuur ons de facturen van uw leverancier.', ['Supplier Invoices']],
    ['Prosimy o przesłanie faktur od dostawcy.', ['Supplier Invoices']],
    ['Bitte geben Sie die Kontaktdaten Ihres Lieferanten an.', ['Supplier Contact Information']],
    [
      'Please provide a Certificate of Free Sale and a GMP certificate.',
      ['Compliance Documentation'],
    ],
    ['Please provide NSF certification for the filter.', ['Safety Certification']],
    ['Please provide the EPA FIFRA registration number.', ['Regulatory Registration']],
    [
      'Please provide a signed letter from the brand authorizing you to sell.',
      ['Authorization Letter'],
    ],
    ['Please provide a copy of your resale certificate.', ['Tax or VAT Registration']],
    ['Please provide customs entry documents.', ['Chain of Custody Documentation']],
    [
      'Si tienes una carta de autorización del titular de la marca, envíanosla en un plazo de 10 días.',
      ['Authorization Letter'],
    ],
    ['Your appeal should contain invoices from your supplier.', ['Supplier Invoices']],
    [
      'The following documentation will be required:\n- Invoice\n- Letter of authorization',
      ['Supplier Invoices', 'Authorization Letter'],
    ],
    ['Required: test report, CPC', ['Laboratory Test Reports', 'Safety Certification']],
    ['Without a valid CPC, we cannot reinstate the listing.', ['Safety Certification']],
    [
      'The test report you provided was illegible. Please send a clear copy.',
      ['Laboratory Test Reports'],
    ],
    ['Please provide the FCC ID or FCC grant for the transmitter.', ['Safety Certification']],
    [
      'Please send a food contact material declaration for the lids.',
      ['Declaration of Conformity'],
    ],
    [
      'Please provide your EORI number and your DUNS number.',
      ['Tax or VAT Registration', 'Business License or Registration'],
    ],
    ['Please send the purchase contract with your supplier.', ['Supplier Invoices']],
    [
      '請回復此郵件并提供以下信息:您供應商的聯系信息,包括名稱、電話號碼和地址。',
      ['Supplier Contact Information'],
    ],
  ])('reads %s', (text, expected) => {
    expect(extractRequestedDocuments(text).sort()).toEqual([...expected].sort());
  });
});
