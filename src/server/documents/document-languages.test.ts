import { describe, expect, it } from 'vitest';
import { documentCovers } from '../case-model/document-coverage';
import { findDates } from './document-facts';
import { scoreDocument } from './document-scoring';
import type { CaseContext } from './document-facts';

/**
 * A seller on amazon.de, .fr, .it or .es uploads what their suppliers sent, in their language:
 * the scorer and the requirement coverage read the same parts there as in English.
 */
const lampCase: CaseContext = {
  sellerId: 'A4LAMPEN',
  asin: 'B0LAMPDL40',
  caseType: 'Suppression',
  title: 'LED Schreibtischlampe DL-40 dimmbar',
  description: 'Angebot entfernt: EU-Konformitätserklärung und Prüfbericht angefordert.',
};
const today = new Date('2026-11-20T12:00:00Z');
const score = (type: Parameters<typeof scoreDocument>[0]['type'], lines: string[]) =>
  scoreDocument({ type, text: lines.join('\n'), context: lampCase, today, image: null });
const covers = (type: Parameters<typeof documentCovers>[0]['type'], lines: string[]) =>
  documentCovers({ type, text: lines.join('\n') });

const rechnung = [
  'RECHNUNG',
  'Lumina Lighting GmbH, Hauptstraße 12, 10115 Berlin, Tel. +49 30 1234567',
  'Rechnungsnummer: RE-2026-1142     Rechnungsdatum: 05.10.2026',
  'An: Nordlicht Handel UG, Seestraße 4, 20095 Hamburg',
  'Pos.  Artikel                              Menge   Einzelpreis   Gesamt',
  '1     LED Schreibtischlampe DL-40          500     12,00 €       6.000,00 €',
];

describe('documents in the EU marketplaces’ languages', () => {
  it('reads a German invoice: its number, buyer, quantities and comma-decimal amounts', () => {
    const result = score('Invoice', rechnung);
    expect(result.missingElements).toEqual([]);
    expect(result.relevanceScore).toBeGreaterThanOrEqual(0.8);
    expect(covers('Invoice', rechnung)).toContain('supplier-invoices');
  });

  it('refuses a Spanish pro-forma invoice as proof of purchase', () => {
    const result = score('Invoice', [
      'FACTURA PROFORMA',
      'Iluminación Ibérica S.L., Calle Mayor 10, 28013 Madrid, tel. +34 91 555 0101',
      'Número de factura: PF-2026-0098   Fecha: 02/10/2026',
      'Cliente: Nordlicht Handel UG, Seestraße 4, 20095 Hamburg',
      'Lámpara de escritorio LED DL-40   Cantidad 500   Precio unitario 11,50 €',
    ]);
    expect(result.missingElements).toEqual([
      'A final invoice (not a pro-forma invoice, quote or order confirmation)',
    ]);
    expect(result.complianceScore).toBeLessThanOrEqual(0.5);
  });

  it("reads a French EU declaration of conformity as the manufacturer's own, dated in words", () => {
    const declaration = [
      'DÉCLARATION UE DE CONFORMITÉ',
      'Fabricant : Lumina Lighting GmbH, Hauptstraße 12, 10115 Berlin',
      'Objet de la déclaration : lampe de bureau LED, modèle DL-40',
      "L'objet de la déclaration est conforme à la législation d'harmonisation de l'Union.",
      'Normes harmonisées appliquées : EN 60598-1:2015, EN 55015:2019',
      'Berlin, le 12 mars 2026',
    ];
    expect(score('Certificate', declaration).missingElements).toEqual([]);
    expect(covers('Certificate', declaration)).toContain('declaration-of-conformity');
  });

  it('reads a German test report that passed, and an Italian one that did not', () => {
    const passed = [
      'PRÜFBERICHT Nr. 26-0311-LVD',
      'Prüflabor: Elektro Prüfinstitut Nord GmbH, DAkkS-akkreditiert',
      'Prüfgegenstand: LED Schreibtischlampe, Modell DL-40',
      'Prüfgrundlage: EN 60598-1:2015',
      'Prüfdatum: 11.03.2026',
      'Ergebnis: bestanden.',
    ];
    expect(score('Test Report', passed).missingElements).toEqual([]);
    expect(covers('Test Report', passed)).toContain('laboratory-test-reports');
    const failed = score('Test Report', [
      'RAPPORTO DI PROVA N. 2026/0457',
      'Laboratorio Prove Elettriche Srl, accreditato ACCREDIA',
      'Campione: lampada da scrivania LED, modello DL-40',
      'Norma: EN 60598-1:2015',
      'Data di emissione: 3 settembre 2026',
      'Esito: non conforme',
    ]);
    expect(failed.missingElements).toEqual(['Pass result']);
  });

  it('reads a German authorisation letter, its signer and its expiry', () => {
    const letter = [
      'Lumina Lighting GmbH, Hauptstraße 12, 10115 Berlin, Tel. +49 30 1234567',
      'Berlin, 5. Januar 2024',
      'Sehr geehrte Damen und Herren,',
      'die Lumina Lighting GmbH, Herstellerin der Marke Lumina, autorisiert die Nordlicht Handel UG, die LED Schreibtischlampe DL-40 auf Amazon.de zu verkaufen.',
      'Diese Autorisierung ist gültig bis 31.12.2024.',
      'Max Müller, Geschäftsführer',
    ];
    expect(score('Letter', letter).missingElements).toEqual(['Not expired']);
    expect(covers('Letter', letter)).toContain('authorization-letter');
  });

  it('reads dates by their label and month name in each language', () => {
    const dates = findDates(
      'rechnungsdatum: 05.10.2026 gültig bis 31.12.2027 émis le 1er octobre 2026 fecha de caducidad: 5 de octubre de 2027 data di emissione 3 settembre 2026',
    );
    expect(dates.map((d) => [d.date.toISOString().slice(0, 10), d.role])).toEqual([
      ['2026-10-05', 'issue'],
      ['2027-12-31', 'expiry'],
      ['2026-10-01', 'issue'],
      ['2027-10-05', 'expiry'],
      ['2026-09-03', 'issue'],
    ]);
  });

  it('still says an English letter naming the brand owner but signed by nobody is unsigned', () => {
    const result = scoreDocument({
      type: 'Letter',
      text: [
        'Acme Manufacturing Co. Ltd, 88 Industrial Road, Shenzhen, brand owner of Acme',
        'Date: 2026-11-01',
        'We hereby authorize seller A1SELLER (Best Seller LLC) to sell the product on Amazon.',
      ].join('\n'),
      context: { ...lampCase, sellerId: 'A1SELLER' },
      today,
      image: null,
    });
    expect(result.missingElements).toEqual(['Signature']);
  });
});
