/** A listing-suppression notice as Amazon words it, for one ASIN, due `due` (e.g. "December 20, 2026"). */
export function suppressionNotice(asin: string, due: string): string {
  return [
    'Hello,',
    '',
    `We have removed your listing for ASIN ${asin} from the Amazon catalog because it is missing required product safety information.`,
    '',
    'To reinstate the listing, please provide a test report or certificate showing compliance with UL 1082 from an accredited laboratory, and images of the product safety markings.',
    '',
    `Please submit the requested documents by ${due}. If we do not receive them, the listing will remain suppressed.`,
    '',
    'You can review the policy in Seller Central.',
    '',
    'Sincerely,',
    'Amazon Seller Performance Team',
  ].join('\n');
}

/** An order-shipped confirmation: mail that is not a notice. */
export const shippingConfirmation = [
  'Hello,',
  '',
  'Your order #112-4455667-1234567 has shipped. Track your package: it will arrive Wednesday.',
  'Thank you for shopping with us. Order total: $24.99.',
  '',
  'Amazon.com',
].join('\n');
