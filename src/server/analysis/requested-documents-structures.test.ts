import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';

/**
 * Whole notices whose requested documents are laid out the way real notices lay them out: a
 * heading over a list, nested requirements, a table, steps, alternatives, documents referred
 * back to, and documents named without being asked for (received, refused, examples of a
 * policy, help pages, the seller's quoted reply). The expected catalog ids were written before
 * the notices were read.
 */
interface Probe {
  name: string;
  text: string;
  expected: string[];
}

const today = new Date('2026-03-10T00:00:00Z');
const hello = 'Hello,\n\n';
const bye = '\n\nSincerely,\nSeller Performance Team\nAmazon.com';

const probes: Probe[] = [
  {
    name: 'FAQ heading "What documents do I need to provide?" then bullets',
    text: `Subject: Action required: your listing has been removed (ASIN B0D8K2L4MN)

${hello}We removed your listing for ASIN B0D8K2L4MN because we have not received the compliance documentation required for children's products.

What documents do I need to provide?
• Children's Product Certificate (CPC)
• Test reports from a CPSC-accepted laboratory
• Product images showing the tracking label

How do I submit the documents?
Go to Account Health in Seller Central, select the listing, and click Appeal.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports', 'product-images'],
  },
  {
    name: '"Acceptable documents include:" with items wrapped over two lines',
    text: `${hello}Your seller account has been deactivated because we could not verify the information you provided.

To reactivate your account, submit the documents below through the account verification page in Seller Central.

Acceptable documents include:
- A government-issued photo ID of the primary contact person, for example a
  passport
- A bank account statement or credit card statement issued within the last
  180 days
- A utility bill for the business address

Documents must be legible and in colour.${bye}`,
    expected: ['proof-of-identity', 'bank-statement', 'utility-bill'],
  },
  {
    name: '"You will need the following:" numbered, without verbs',
    text: `Dear Seller,

Your listings for the ASINs below have been deactivated under our Dangerous Goods policy.

ASIN: B0CHZ7Q1RT
ASIN: B0CHZ7Q1RV

To have these listings reviewed, you will need the following:
1. Safety Data Sheet (SDS) for each ASIN, GHS compliant, with Section 14 transport information
2. Exemption sheet, if you believe the product is not a dangerous good

Once we receive these, we will review your listings within 2 business days.${bye}`,
    expected: ['safety-data-sheet', 'hazmat-exemption-sheet'],
  },
  {
    name: '"Required documents:" lettered items',
    text: `${hello}We have placed your inventory in shipment FBA17XYZ1234 on hold because we need to verify the authenticity of the items.

Required documents:
a) Invoices from your supplier dated within the last 365 days
b) Letter of authorization from the brand owner
c) Supplier contact information (name, address, phone number, website)

Please send these documents within 10 days.${bye}`,
    expected: ['supplier-invoices', 'authorization-letter', 'supplier-contact-information'],
  },
  {
    name: '"How do I reinstate my listing?" then roman-numbered steps with verbs',
    text: `${hello}Your listing for ASIN B0B7TQ4L9X has been deactivated because it may be a pesticide that requires EPA registration.

How do I reinstate my listing?
(i) Provide the EPA registration number printed on the product label
(ii) Upload clear photos of all sides of the product packaging
(iii) If the product is exempt, send a letter of compliance explaining the exemption

We will review your submission within 48 hours.${bye}`,
    expected: ['regulatory-registration', 'product-images', 'compliance-documentation'],
  },
  {
    name: '"How do I reinstate my listing?" then bullets without verbs',
    text: `${hello}We removed ASIN B0C1Q2W3E4 because it is missing the information required under the EU General Product Safety Regulation (GPSR).

How do I reinstate my listing?
• EU Declaration of Conformity
• Name and postal address of the EU Responsible Person
• Safety warnings in the local language of each marketplace

Why did this happen?
Products sold in the EU must carry the required safety information.${bye}`,
    expected: ['declaration-of-conformity', 'eu-responsible-person', 'user-manual'],
  },
  {
    name: '"What do I need to provide?" then bullets without verbs',
    text: `${hello}We have restricted your listing for ASIN B0D3F4G5H6.

What do I need to provide?
- Certificate of Conformity
- Test report from an ISO 17025 accredited laboratory

What happens next?
We will review your documents within 3 business days.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'roman-numbered items without verbs after "Please submit the following documents:"',
    text: `${hello}We need additional information to continue reviewing your application to sell in the Grocery & Gourmet Foods category.

Please submit the following documents:
(i) a valid food business licence
(ii) a certificate of analysis for each product
(iii) product label images showing the ingredient list${bye}`,
    expected: ['business-license', 'laboratory-test-reports', 'product-images'],
  },
  {
    name: 'nested sub-bullets: what the invoices must show are not documents',
    text: `${hello}Your selling privileges have been removed because we received complaints about the authenticity of items you sold.

To reactivate your account, please provide the following:
• Invoices from your supplier covering the last 365 days. Invoices must:
  ◦ be dated within the last 365 days
  ◦ show the supplier's name, address and phone number
  ◦ show your name and address
• A plan of action explaining the root cause and the steps you have taken

Please do not send pro forma invoices or order confirmations.${bye}`,
    expected: ['supplier-invoices', 'plan-of-action'],
  },
  {
    name: 'nested "Invoices must:" with dash sub-bullets indented under an item',
    text: `${hello}We have suspended your listing for ASIN B0C6N7M8K9 pending verification of your supply chain.

Required documents:
- Supplier invoices
  Invoices must:
  - be dated within 365 days
  - show the supplier's address and website
  - list quantities that cover your sales
- Letter of authorization from the manufacturer

Please submit these documents from the Account Health page.${bye}`,
    expected: ['supplier-invoices', 'authorization-letter'],
  },
  {
    name: 'pipe table "Document | Requirement"',
    text: `${hello}Your listing for ASIN B0C2L3K4J5 has been removed. Please provide the documents in the table below.

| Document | Requirement |
|---|---|
| Supplier invoice | Dated within 365 days; must show the supplier's name, address and phone number |
| Letter of authorization | Signed by the brand owner and listing the ASINs |

We will review them within 2 business days.${bye}`,
    expected: ['supplier-invoices', 'authorization-letter'],
  },
  {
    name: 'tab-separated table after "send us the documents listed below"',
    text: `${hello}We removed ASIN B0B8V7C6X5 because it may be regulated as a dangerous good.

To restore your listing, send us the documents listed below.

Document\tDetails
Safety Data Sheet\tIssued within the last 5 years, all 16 sections
UN38.3 test summary\tFor the lithium battery in the product

Documents sent by e-mail are not reviewed.${bye}`,
    expected: ['safety-data-sheet', 'laboratory-test-reports'],
  },
  {
    name: 'steps in prose: "Step 2: Attach the Certificate of Conformity and the test report"',
    text: `${hello}We have removed your listing for ASIN B0C9R2M8PL because it lacks the documentation required for toys sold in the EU.

How to reinstate your listing
Step 1: Go to Account Health in Seller Central and open the Product Policy Compliance page.
Step 2: Attach the Certificate of Conformity and the test report for the product.
Step 3: Click Submit.

We will review your documents within 72 hours.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'steps as label lines without full stops',
    text: `${hello}Your listing for ASIN B0D7U6Y5T4 is missing required compliance information.

Step 1: Open Account Health
Step 2: Upload your Declaration of Conformity and the user manual
Step 3: Submit your appeal${bye}`,
    expected: ['declaration-of-conformity', 'user-manual'],
  },
  {
    name: '"one of the following": a CPC or a GCC',
    text: `${hello}Your listing for ASIN B0BX1T2K3L has been removed. To reinstate it, please provide one of the following: a CPC or a GCC issued for this product, together with the supporting test report.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: '"one of the following documents:" alternatives of different kinds',
    text: `${hello}We could not verify the business address on your account.

To verify it, please provide one of the following documents:
- a utility bill dated within the last 90 days, or
- a bank statement showing the address, or
- a business license that shows the address${bye}`,
    expected: ['utility-bill', 'bank-statement', 'business-license'],
  },
  {
    name: 'referred back two sentences later: "the certificate above"',
    text: `${hello}We reviewed the Children's Product Certificate you submitted for ASIN B0D2K9L7QX. The certificate does not list the laboratory that tested the product or the date of testing.

Please resubmit the certificate above with the missing information.${bye}`,
    expected: ['safety-certification'],
  },
  {
    name: 'referred back: "a current version" of the expired SDS',
    text: `${hello}Our records show that the Safety Data Sheet on file for ASIN B0C1M2N3P4 was issued in 2015 and is no longer valid.

Upload a current version within 7 days to keep the listing active.${bye}`,
    expected: ['safety-data-sheet'],
  },
  {
    name: 'referred back after a list: "these documents" and the reminder',
    text: `${hello}We are still waiting for the documents we requested on March 1 for ASIN B0C2X3C4V5:
- Certificate of Conformity
- Test report

Reminder: if we do not receive the Certificate of Conformity and the test report by March 20, 2026, your listing will be removed. Please upload these documents as soon as possible.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'thanks for the invoices already sent; asks for something else',
    text: `${hello}Thank you for the invoices you sent on March 2. We reviewed them, but they are not enough to reinstate your account.

To continue, please provide a letter of authorization from the brand owner.${bye}`,
    expected: ['authorization-letter'],
  },
  {
    name: '"We do not accept the following documents:" list after the request list',
    text: `${hello}To reinstate your listing for ASIN B0B5Z8Y7X6, please provide the following:
- Invoices from your supplier for at least 10 units, dated within the last 365 days
- A letter of authorization from the brand owner

We do not accept the following documents:
- Pro forma invoices
- Screenshots of online orders
- Order confirmations
- Packing slips${bye}`,
    expected: ['supplier-invoices', 'authorization-letter'],
  },
  {
    name: '"We do not accept …" sentence right after a request in prose',
    text: `${hello}To reactivate your account, please provide the following:

Invoices from your supplier for the last 12 months. We do not accept pro forma invoices, packing slips or screenshots.${bye}`,
    expected: ['supplier-invoices'],
  },
  {
    name: 'policy explanation with examples before the request',
    text: `${hello}Amazon requires that all products sold in our store be authentic. Sellers may be asked for invoices, letters of authorization or other documentation to verify the authenticity of their products.

We have removed your listing for ASIN B0C8Q3W2E1 because we received a complaint that it is counterfeit. To reinstate it, please send us a plan of action.${bye}`,
    expected: ['plan-of-action'],
  },
  {
    name: 'policy section with "For example:" list after the request list',
    text: `${hello}We removed ASIN B0C7H6G5F4 from the store. To reinstate it, please send us the following:
• A Safety Data Sheet for the product

About our Hazmat policy
Amazon may ask sellers for documents about products that may be dangerous goods. For example:
• Test summaries for lithium batteries
• Exemption sheets${bye}`,
    expected: ['safety-data-sheet'],
  },
  {
    name: "Amazon's own documents named beside the request",
    text: `${hello}Your account is at risk of deactivation. Please review our Seller Code of Conduct and the Amazon Services Business Solutions Agreement, then submit your plan of action.${bye}`,
    expected: ['plan-of-action'],
  },
  {
    name: 'help links titled with document names after a request list',
    text: `${hello}To reinstate ASIN B0D1E2F3G4, please provide the following:
- Safety Data Sheet
- Exemption sheet

For more information, see:
- Dangerous goods classification help page
- Battery test summary requirements
- Product safety documentation requirements${bye}`,
    expected: ['safety-data-sheet', 'hazmat-exemption-sheet'],
  },
  {
    name: 'a help page named after documents in a request sentence',
    text: `${hello}To reinstate your listing, upload the test report from an ISO 17025 accredited laboratory. Before you upload, please read the Certificate of Conformity requirements help page.${bye}`,
    expected: ['laboratory-test-reports'],
  },
  {
    name: "the seller's quoted earlier reply in the chain",
    text: `From: Amazon Seller Performance <seller-performance@amazon.com>
Subject: RE: Appeal for ASIN B0C3V4B5N6

${hello}Thank you for your appeal. We reviewed the information you provided and cannot reinstate your listing yet. Please provide a Certificate of Conformity issued for ASIN B0C3V4B5N6.

Sincerely,
Seller Performance

On Mon, Mar 2, 2026 at 9:14 AM, John Smith <owner@myshop.com> wrote:
> Hello Amazon team,
> I am attaching our supplier invoices and the test report from SGS. Please reinstate my listing.
> Thanks,
> John`,
    expected: ['safety-certification'],
  },
  {
    name: 'signature block naming documents',
    text: `${hello}Please provide your plan of action for ASIN B0C4D5F6G7 within 17 days.

Regards,
Account Health Support
Amazon.com | Invoices, test reports and certificates: upload only through Account Health`,
    expected: ['plan-of-action'],
  },
  {
    name: 'plan of action contents listed: not separate documents',
    text: `${hello}We removed ASIN B0D5S4A3Q2 for an image policy violation. Please submit a plan of action. Your plan of action should include:
1. The root cause that led to the policy violation
2. The actions you have taken to remove the images that violated our policy
3. The steps you will take to check that your product images comply in future${bye}`,
    expected: ['plan-of-action'],
  },
  {
    name: 'FAQ notice with many sections',
    text: `${hello}Why is this happening?
We require additional information to verify that your product complies with applicable laws. Products sold in our store must comply with the Consumer Product Safety Improvement Act.

What documents do I need to provide?
-- A Children's Product Certificate (CPC)
-- Test reports from a CPSC-accepted third-party laboratory that support the CPC

How do I submit the documents?
Go to the Account Health page in Seller Central, find the notification, and click Appeal.

What happens if I don't submit the documents?
If you do not submit the documents by April 5, 2026, your listing will remain deactivated.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'name split over a line break in prose',
    text: `${hello}To reinstate your listing, please upload an EU Declaration of
Conformity and a copy of the user
manual in German.${bye}`,
    expected: ['declaration-of-conformity', 'user-manual'],
  },
  {
    name: 'name hyphenated at a line break',
    text: `${hello}We removed ASIN B0C4R5T6Y7. Please provide the Safety Data Sheet and the Declaration of Con-
formity for this product.${bye}`,
    expected: ['safety-data-sheet', 'declaration-of-conformity'],
  },
  {
    name: 'item wrapped: "Children\'s Product / Certificate" over two lines',
    text: `${hello}We removed ASIN B0C5M6N7B8 because it is a children's product.

You will need the following:
- A Children's Product
  Certificate issued by the importer or domestic manufacturer
- Test reports from a CPSC-accepted
  laboratory${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'written in capitals',
    text: `IMPORTANT: ACTION REQUIRED

TO REINSTATE YOUR LISTING FOR ASIN B0C5T6Y7U8, PLEASE PROVIDE A CERTIFICATE OF CONFORMITY AND A LAB TEST REPORT.

REQUIRED DOCUMENTS:
- SAFETY DATA SHEET
- USER MANUAL${bye}`,
    expected: [
      'safety-certification',
      'laboratory-test-reports',
      'safety-data-sheet',
      'user-manual',
    ],
  },
  {
    name: 'abbreviations in a list',
    text: `${hello}We need more information to review ASIN B0D9J8H7G6.

Documents required:
- MSDS (rev. 2023 or later)
- COA from an ISO 17025 laboratory
- LOA from the brand
- DoC signed by the EU manufacturer${bye}`,
    expected: [
      'safety-data-sheet',
      'laboratory-test-reports',
      'authorization-letter',
      'declaration-of-conformity',
    ],
  },
  {
    name: 'POA abbreviated',
    text: `${hello}Your account has been deactivated due to a high Order Defect Rate. To reactivate it, submit a POA through the Reactivate your account page.${bye}`,
    expected: ['plan-of-action'],
  },
  {
    name: 'alternatives nested under two proofs',
    text: `${hello}To complete verification of your seller account, please provide:
• Proof of identity, one of:
  ◦ Passport
  ◦ National ID card
• Proof of address, one of:
  ◦ Utility bill
  ◦ Bank statement${bye}`,
    expected: ['proof-of-identity', 'utility-bill', 'bank-statement'],
  },
  {
    name: 'heading without colon, numbered list, steps referring back',
    text: `${hello}We removed ASIN B0C8X7Z6Y5 from the store.

Required documents
1. Certificate of Conformity (CoC)
2. Test report from an accredited laboratory

How to submit
Step 1: Go to Seller Central > Performance > Account Health.
Step 2: Select the listing and click Appeal.
Step 3: Attach the documents above and click Submit.${bye}`,
    expected: ['safety-certification', 'laboratory-test-reports'],
  },
  {
    name: 'documents already received, nothing asked',
    text: `${hello}We received your Certificate of Conformity and test report for ASIN B0C1A2S3D4 on March 3. They are under review, and we will contact you if we need anything else.${bye}`,
    expected: [],
  },
  {
    name: 'accepted documents listed under "Accepted documents:"',
    text: `${hello}We need to verify the identity of the primary contact on your account.

Accepted documents:
- Passport
- Driver's license
- National identity card${bye}`,
    expected: ['proof-of-identity'],
  },
  {
    name: 'request in a reminder paragraph repeated',
    text: `${hello}Please submit the invoices for ASIN B0D4F5G6H7 within 7 days.

Reminder: please submit the invoices for ASIN B0D4F5G6H7 within 7 days, or we may remove the listing.${bye}`,
    expected: ['supplier-invoices'],
  },
  {
    name: 'e.g. list in parentheses',
    text: `${hello}Please provide documentation to verify your supply chain for ASIN B0C9V8B7N6 (e.g. invoices, purchase orders or a letter of authorization).${bye}`,
    expected: ['supplier-invoices', 'authorization-letter'],
  },
  {
    name: '"What you need to do" heading, then bullets without verbs',
    text: `${hello}Your listing for ASIN B0D2S3D4F5 has been deactivated because it is missing required safety information.

What you need to do:
• A copy of the product label showing the warning
• The user manual with safety warnings in English${bye}`,
    expected: ['product-images', 'user-manual'],
  },
  {
    name: '"Why did this happen?" reasons mentioning documents, then the request',
    text: `${hello}Why did this happen?
• The invoices you provided could not be verified with the supplier.
• The supplier's website was not working.

What should I do?
Please provide a letter of authorization from the brand owner and invoices from another supplier.${bye}`,
    expected: ['authorization-letter', 'supplier-invoices'],
  },
];

/**
 * Still read: a notice's reason ("we have not received the compliance documentation required")
 * names the umbrella kind before the list spells out which documents it means.
 */
const knownGap = probes[0]!;

describe('documents asked for in the structure of a whole notice', () => {
  it.each(probes.slice(1).map((p) => [p.name, p] as const))('%s', (_, probe) => {
    expect(analyzeEmail(probe.text, { today }).requestedDocuments).toEqual(probe.expected);
  });

  it.fails(`known gap: ${knownGap.name}`, () => {
    expect(analyzeEmail(knownGap.text, { today }).requestedDocuments).toEqual(knownGap.expected);
  });
});
