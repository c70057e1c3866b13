/** Example bodies for the main requests, shown in the OpenAPI document and the reference page. */
export const operationExamples: Record<string, unknown> = {
  'POST /auth/login': { emailOrUsername: 'dana@example.com', password: 'a long passphrase' },
  'POST /access-requests': {
    email: 'dana@example.com',
    companyName: 'Bright Kettle LLC',
    useCase: 'We handle about ten listing suppressions a month and want to track them.',
  },
  'POST /cases': {
    sellerId: 'A1B2C3D4E5F6G7',
    asin: 'B0D7KTL2QX',
    caseType: 'Suppression',
    title: 'Kettle suppressed for missing safety information',
    description: 'Amazon removed the listing asking for a UL 1082 certificate.',
    emailContent:
      'Hello, We have removed the following listing because it may not comply with safety standards. ASIN: B0D7KTL2QX …',
  },
  'PATCH /cases/{id}': { status: 'In Progress' },
  'POST /analysis/email': {
    content:
      'Dear Seller, Your FBA inventory for ASIN B0C4KT7Q2M has been placed on hold. Please provide invoices from your supplier within 10 days.',
  },
  'POST /cases/{id}/communications': {
    type: 'Response',
    content: 'Attached are the supplier invoices and the letter of authorization you asked for.',
  },
  'POST /tokens': { name: 'Nightly export script' },
};
