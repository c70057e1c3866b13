import { describe, expect, it } from 'vitest';
import { documentCatalog } from './document-catalog';
import { extractRequestedDocuments } from './extract-facts';

/** Catalogue ids of the documents the text asks for. */
const idsAskedIn = (text: string) =>
  extractRequestedDocuments(text).map((name) => documentCatalog.find((k) => k.name === name)!.id);

describe('documents named the way the English-language marketplaces name them', () => {
  it.each([
    ['Attach the brand authorisation for these listings.', ['authorization-letter']],
    ['Please send an authorised distributor certificate.', ['authorization-letter']],
    ["Please provide the trademark owner's consent.", ['authorization-letter']],
    ['Please submit a BIS certificate for the charger.', ['safety-certification']],
    ['Please upload the BIS registration certificate.', ['safety-certification']],
    ['Please provide the CE conformity certificate.', ['safety-certification']],
    ['Please upload the RCM certification for this adapter.', ['safety-certification']],
    ['Please upload the UKCA declaration for the toy.', ['declaration-of-conformity']],
    ['Please send the UN38.3 certificate for the battery.', ['laboratory-test-reports']],
    ['Please provide a third-party inspection report.', ['laboratory-test-reports']],
    ['Provide a bill of sale for each unit.', ['supplier-invoices']],
    ['Please send the air waybill for shipment FBA15ABC123.', ['proof-of-delivery']],
    ['Please upload the delivery note signed by the carrier.', ['proof-of-delivery']],
    ['Provide proof of shipment to the fulfilment centre.', ['proof-of-delivery']],
    ['Please upload the shipping documents for this consignment.', ['proof-of-delivery']],
    ['Please upload your driving licence.', ['proof-of-identity']],
    ['Please upload the front and back of your Emirates ID.', ['proof-of-identity']],
    ['Please upload both sides of your Aadhaar card.', ['proof-of-identity']],
    ['Please send us your ID document.', ['proof-of-identity']],
    ['Please provide a copy of your driver\u2019s licence.', ['proof-of-identity']],
    ['Please upload your incorporation certificate.', ['business-license']],
    ['Please provide an extract from the trade register.', ['business-license']],
    ['Please upload your ACRA business profile.', ['business-license']],
    ['Please provide your most recent council tax bill.', ['utility-bill']],
    ['Please upload an address proof dated within 90 days.', ['utility-bill']],
    ['Please upload a cancelled cheque for the deposit account.', ['bank-statement']],
    ['Please send a bank reference letter.', ['bank-statement']],
    ['Please upload your GST registration certificate.', ['tax-registration']],
    ['Please provide your PAN card.', ['tax-registration']],
    ['Please provide your ABN details.', ['tax-registration']],
    ['Please upload the TRN certificate issued by the FTA.', ['tax-registration']],
    ["Please upload a copy of your seller's permit.", ['tax-registration']],
    ['Please provide the EIN verification letter (147C).', ['tax-registration']],
    ['Please provide the assembly instructions.', ['user-manual']],
    ['Please send the instructions supplied with the product.', ['user-manual']],
    ['Please provide your FSSAI licence number.', ['regulatory-registration']],
    ['Please provide the ARTG entry for this device.', ['regulatory-registration']],
    ['Please submit a statement from your attorney.', ['patent-attorney-opinion']],
    ['Please provide the manufacturer\u2019s contact details.', ['supplier-contact-information']],
    ['Please provide evidence of brand ownership.', ['brand-registry-documentation']],
    ['Please send screenshots of the product as it arrived.', ['product-images']],
    ['Please send the packaging artwork.', ['product-images']],
  ])('reads %s', (text, expected) => {
    expect(idsAskedIn(text)).toEqual(expected);
  });
});

describe('ways of asking beyond "please provide"', () => {
  it.each([
    ['Kindly produce the commercial invoice.', ['supplier-invoices']],
    ['Please revert with the letter of authorisation.', ['authorization-letter']],
    ['Please get back to us with a test report.', ['laboratory-test-reports']],
    ['Kindly arrange the invoices for these units.', ['supplier-invoices']],
    ['Please prepare an action plan.', ['plan-of-action']],
    ['Please make available the safety data sheet.', ['safety-data-sheet']],
    ["We'd like to see the invoices for the last year.", ['supplier-invoices']],
    ['We would like to review your plan of action.', ['plan-of-action']],
    ['We also need a copy of your passport.', ['proof-of-identity']],
    ['Our verification team requires a bank statement.', ['bank-statement']],
    ['Amazon is requiring a CPC for this toy.', ['safety-certification']],
    ["We're going to need the bill of lading.", ['proof-of-delivery']],
    ['We expect to receive invoices covering these units.', ['supplier-invoices']],
    [
      'Please have your invoices and LOA ready for review.',
      ['supplier-invoices', 'authorization-letter'],
    ],
    ['We are unable to proceed with your appeal without a valid invoice.', ['supplier-invoices']],
    ['Please make sure your appeal contains a plan of action.', ['plan-of-action']],
    [
      'Please ensure that the test reports are included in your appeal.',
      ['laboratory-test-reports'],
    ],
    ['Your response should consist of a plan of action.', ['plan-of-action']],
    ['Invoices are requested for the ASINs below.', ['supplier-invoices']],
    ['A test report will be needed to reinstate the listing.', ['laboratory-test-reports']],
    ['A valid GCC is a requirement for this category.', ['safety-certification']],
    ['Please let us have the tracking number.', ['proof-of-delivery']],
    ['Please file a plan of action through Account Health.', ['plan-of-action']],
    ['Please enter your VAT number in Seller Central.', ['tax-registration']],
    ['Please obtain a test report from an accredited lab.', ['laboratory-test-reports']],
    ['Please return the signed indemnification letter.', ['indemnification-confirmation']],
    ['Evidence accepted: invoices or receipts from your supplier.', ['supplier-invoices']],
  ])('reads %s', (text, expected) => {
    expect(idsAskedIn(text)).toEqual(expected);
  });
});

// Guards for the wider request reading above: each passed before it too.
describe('documents named but not asked for', () => {
  it.each([
    'Thank you for providing the letter of authorization.',
    'Thanks for sending the invoices; our team is reviewing them.',
    'Note: passport scans are stored securely.',
    'Please return to the Account Health page to see the invoices for your fees.',
    'Please get started by reading the image guidelines.',
    'Please post your question in the Seller Forums, where sellers discuss invoices.',
    'Please ensure your product images meet our image standards.',
  ])('finds nothing in %s', (text) => {
    expect(idsAskedIn(text)).toEqual([]);
  });

  it('drops the thanked-for document, not the one asked for next', () => {
    expect(
      idsAskedIn('Thank you for submitting the invoices. We also need a letter of authorization.'),
    ).toEqual(['authorization-letter']);
    expect(
      idsAskedIn('Thank you for submitting your appeal, please also send the bill of lading.'),
    ).toEqual(['proof-of-delivery']);
  });
});
