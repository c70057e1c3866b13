import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';
import { ruleNoticeKind, statesRejection, statesWarning } from './notice-kind';

const today = new Date('2026-03-10T00:00:00Z');

describe('a reinstatement said outright', () => {
  it.each([
    'After reviewing your account and the information you have provided, we have decided to reinstate your selling privileges.',
    'Because of your positive selling performance, you have been approved to sell in the Toys & Games store this holiday season.',
    'Your appeal has been accepted and your listings are active again.',
    'Welcome back to selling on Amazon.',
    'Congratulations! Your request to sell in the Grocery & Gourmet Food category has been approved.',
    'Your selling application for Jewelry has been approved.',
    'Thank you for your application. You can now list products in the Jewelry category.',
  ])('reads %s as a reinstatement', (text) => {
    expect(ruleNoticeKind(text, true)).toBe('reinstated');
  });

  it('does not read an approval still to come as one given', () => {
    expect(
      ruleNoticeKind(
        'We are reviewing your documents. If your application is approved, you can start listing within 24 hours. We will notify you once your request has been approved.',
        true,
      ),
    ).not.toBe('reinstated');
  });

  it('does not read a hold that will be removed later as one lifted', () => {
    expect(
      ruleNoticeKind(
        'We have removed your selling privileges. Once the hold has been removed, your balance will be available.',
        true,
      ),
    ).not.toBe('reinstated');
  });

  it.each([
    'Hello,\n\nThank you for your plan of action regarding the authenticity complaints on ASIN B0C4KT7Q2M. Your appeal has been accepted. Your listing is active again.\n\nSeller Performance',
    'Dear Seller,\n\nWe reviewed the invoices you provided for ASIN B0C4KT7Q2M and we are pleased to reactivate your listing.\n\nRegards, Seller Performance',
    'Hello,\n\nYou have been approved to sell in the Grocery & Gourmet category. You can now list products in this category.',
    'Hello,\n\nWe have reviewed the information you provided and reinstated your listing for ASIN B0ZZZZ9999. It is now available for sale.\n\nNo further action is required.',
  ])('ends the case where the model has seen too few reinstatements to know one: %s', (text) => {
    expect(analyzeEmail(text, { today }).kind).toBe('reinstated');
  });

  it('does not take a block that says how to restore shipments for a reinstatement', () => {
    const analysis = analyzeEmail(
      'Hello,\n\nYour ability to send new FBA shipments has been blocked because your inventory performance index (IPI) is below the threshold. You can still sell existing inventory. To restore shipment creation, reduce excess inventory and improve your sell-through rate.',
      { today },
    );
    expect(analysis.kind).not.toBe('reinstated');
    expect(analysis.kind).not.toBe('not-a-notice');
  });

  it('does not take a shipment that is now available for sale for a reinstatement', () => {
    const analysis = analyzeEmail(
      'Subject: Shipment FBA17ZK8W3QP received at fulfillment center\n\nYour shipment FBA17ZK8W3QP has been received at PHX7. 240 of 240 units were checked in and are now available for sale.',
      { today },
    );
    expect(analysis.kind).toBe('not-a-notice');
  });
});

describe('a rejection said outright', () => {
  it.each([
    'Your Amazon selling account remains deactivated. Your listings have been removed.',
    'Thank you for submitting your appeal. After reviewing the information that you provided, we have determined that your selling account will remain deactivated.',
    'We received your submission but do not have enough information to reactivate your ability to sell on Amazon at this time.',
    'We received your information, but your plan is not complete.',
    'Your application to sell in this category has been denied because the invoice you provided did not meet our requirements.',
  ])('reads %s as an appeal rejected', (text) => {
    expect(statesRejection(text)).toBe(true);
    expect(analyzeEmail(`Hello,\n\n${text}\n\nSeller Performance`, { today }).kind).toBe(
      'appeal-rejected',
    );
  });

  it('does not read the threat of a first notice as a rejection', () => {
    expect(
      statesRejection(
        'If we do not receive the required information your account will remain deactivated.',
      ),
    ).toBe(false);
    expect(
      statesRejection(
        'If they do not violate our policy, they will be reinstated. Otherwise, they will remain deactivated.',
      ),
    ).toBe(false);
  });
});

describe('a warning said outright', () => {
  it('reads "This is a warning" as a warning', () => {
    const text =
      'Hello,\n\nOne of your listings violates our Restricted Products policy. We have removed the listing below.\n\nASIN: B0REST0001\n\nThis is a warning. No action is required at this time, but future violations may result in the loss of your selling privileges.';
    expect(statesWarning(text)).toBe(true);
    expect(analyzeEmail(text, { today }).kind).toBe('warning');
  });

  it('does not read a mention of warnings as one', () => {
    expect(statesWarning('Please review the warnings on your Account Health page.')).toBe(false);
  });
});

describe('reinstatements and rejections in the marketplace languages', () => {
  it.each([
    'Ihr Angebot wurde wieder aktiviert.',
    'Votre offre a été réactivée.',
    'Tu oferta ha sido reactivada.',
    'La tua offerta è stata riattivata.',
    '出品を再開いたしました。',
    '您的账户已恢复。',
  ])('reads %s as a reinstatement', (text) => {
    expect(ruleNoticeKind(text, true)).toBe('reinstated');
  });

  it.each([
    'Ihr Verkäuferkonto bleibt deaktiviert.',
    "Votre plan d'action a été rejeté.",
    'Tu cuenta permanece desactivada.',
    'Il tuo account rimane disattivato.',
    'アカウントを再開することはできません。',
    '您的申诉被拒绝。',
  ])('reads %s as a rejection', (text) => {
    expect(statesRejection(text)).toBe(true);
  });

  it('does not read the threat of a first notice as a rejection', () => {
    expect(
      statesRejection('Wenn wir die Unterlagen nicht erhalten, bleibt Ihr Konto deaktiviert.'),
    ).toBe(false);
    expect(
      statesRejection('Si nous ne recevons pas ces documents, votre compte reste désactivé.'),
    ).toBe(false);
  });
});

describe('more information asked for outright', () => {
  it('reads a thank-you for documents that asks for more as a request, not a rejection', () => {
    const text =
      'Hello,\n\nThank you for the documents. To continue our review, we need more information: please provide the Certificate of Conformity for this product.\n\nAmazon';
    expect(analyzeEmail(text, { today }).kind).toBe('information-request');
  });

  it('leaves a rejection that also asks for more a rejection', () => {
    const text =
      'Hello,\n\nYour appeal was not accepted. We need additional information before we can reinstate your account.\n\nAmazon';
    expect(analyzeEmail(text, { today }).kind).toBe('appeal-rejected');
  });
});
