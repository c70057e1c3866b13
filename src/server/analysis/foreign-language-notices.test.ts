import { describe, expect, it } from 'vitest';
import { analyzeEmail } from './analyze-email';

/**
 * Notices as sellers paste them from the marketplaces' other languages (and Chinese, which
 * sellers read Amazon's notices in), written for these tests in each language's own words, not
 * taken from the corpus: a listing removed (safety, intellectual property, authenticity), FBA
 * stock held or to be disposed of, documents asked about a product still on sale, an appeal
 * rejected, a reinstatement, a warning, and ordinary mails (a payout, a sold order). Each states
 * its deadline its language's way, or none; `documents` are catalogue ids of what it asks for.
 */
const today = new Date('2025-03-03T00:00:00Z'); // a Monday
// From it: 7 days 03-10, 5 business days 03-10, 7 business days 03-12, 10 days 03-13,
// 10 business days and 14 days 03-17, 30 days 04-02.

interface Expected {
  /** null for a mail that is no notice: its case type is only a guess. */
  caseType: string | null;
  kind: string;
  deadline: string | null;
  asins: string[];
  documents: string[];
}

const notices: Array<{ id: string; expected: Expected; text: string }> = [
  // German (amazon.de)
  {
    id: 'de-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D4K7M2QX'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Betreff: Maßnahmen erforderlich: Ihr Angebot wurde entfernt

Guten Tag,

wir haben Ihr Angebot für das unten aufgeführte Produkt entfernt, da es möglicherweise nicht den geltenden Vorschriften zur Produktsicherheit entspricht.

ASIN: B0D4K7M2QX

Um Ihr Angebot wieder zu aktivieren, reichen Sie bitte bis zum 15. März 2025 folgende Unterlagen ein:
- EU-Konformitätserklärung
- Prüfbericht eines akkreditierten Labors
- Fotos des Produktetiketts

Mit freundlichen Grüßen
Amazon.de`,
  },
  {
    id: 'de-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C9XR2T5L'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Guten Tag,

wir haben Beschwerden von Kunden über die Echtheit der Artikel erhalten, die Sie unter der ASIN B0C9XR2T5L anbieten. Aus diesem Grund haben wir Ihre Angebote für diese ASIN deaktiviert.

Damit wir Ihre Angebote wieder aktivieren können, senden Sie uns bitte innerhalb von 7 Tagen Rechnungen Ihres Lieferanten aus den letzten 365 Tagen sowie eine Vollmacht des Markeninhabers.

Mit freundlichen Grüßen
Verkäuferleistungs-Team`,
  },
  {
    id: 'de-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0B7QW3E9R'],
      documents: ['supplier-invoices'],
    },
    text: `Guten Tag,

Ihr Lagerbestand bei Versand durch Amazon für die folgende ASIN wurde gesperrt und kann derzeit nicht verkauft werden: B0B7QW3E9R.

Um den Bestand freizugeben, laden Sie bitte Rechnungen Ihres Lieferanten hoch. Wenn Sie bis zum 20.03.2025 keinen Remissionsauftrag erstellen, wird der Bestand entsorgt.

Vielen Dank
Amazon Services Europe`,
  },
  {
    id: 'de-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DK2M8P4Z'],
      documents: ['safety-data-sheet', 'eu-responsible-person'],
    },
    text: `Guten Tag,

im Rahmen einer Überprüfung der Produktsicherheit benötigen wir weitere Informationen zu ASIN B0DK2M8P4Z. Ihr Angebot bleibt während der Prüfung aktiv.

Bitte stellen Sie uns innerhalb von 10 Werktagen das Sicherheitsdatenblatt sowie die Kontaktdaten der verantwortlichen Person in der EU zur Verfügung.

Mit freundlichen Grüßen
Amazon.de`,
  },
  {
    id: 'de-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D4K7M2QX'],
      documents: ['plan-of-action', 'laboratory-test-reports'],
    },
    text: `Guten Tag,

vielen Dank für Ihren Aktionsplan zu ASIN B0D4K7M2QX. Leider wurde Ihr Einspruch abgelehnt, da die eingereichten Unterlagen nicht ausreichen. Ihr Angebot bleibt deaktiviert.

Bitte senden Sie uns einen überarbeiteten Maßnahmenplan sowie gültige Prüfberichte.

Mit freundlichen Grüßen
Verkäuferleistungs-Team`,
  },
  {
    id: 'de-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C9XR2T5L'],
      documents: [],
    },
    text: `Guten Tag,

gute Nachrichten: Nach Prüfung Ihrer Unterlagen haben wir Ihr Angebot für ASIN B0C9XR2T5L wieder aktiviert. Ihr Angebot ist ab sofort wieder für Kunden sichtbar.

Vielen Dank für Ihre Mitarbeit.
Amazon.de`,
  },
  {
    id: 'de-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F1N6H3KD'],
      documents: [],
    },
    text: `Guten Tag,

dies ist eine Warnung. Ihr Angebot für ASIN B0F1N6H3KD enthält gesundheitsbezogene Aussagen, die gegen unsere Richtlinien verstoßen. Wir haben die betreffenden Angaben auf der Produktseite bearbeitet.

Es ist keine weitere Maßnahme erforderlich. Wiederholte Verstöße können jedoch zur Deaktivierung Ihres Verkäuferkontos führen.

Amazon.de`,
  },
  {
    id: 'de-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Hallo,

wir haben Ihnen eine Auszahlung in Höhe von 1.234,56 EUR gesendet. Der Betrag sollte innerhalb von 3 bis 5 Werktagen auf Ihrem Bankkonto mit der Endung 4821 eingehen.

Ihre Abrechnungsübersicht finden Sie in Seller Central unter Zahlungen.

Amazon Payments Europe`,
  },
  {
    id: 'de2-gpsr',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DGP5R1AA'],
      documents: ['eu-responsible-person', 'product-images'],
    },
    text: `Sehr geehrte Verkäuferin, sehr geehrter Verkäufer,

gemäß der Verordnung über die allgemeine Produktsicherheit (GPSR) fehlen für Ihr Produkt Angaben zur verantwortlichen Person. Ihr Angebot für ASIN B0DGP5R1AA wurde daher deaktiviert.

Laden Sie spätestens am 20.03.2025 Bilder hoch, auf denen Name und Anschrift der verantwortlichen Person auf dem Produkt oder der Verpackung zu sehen sind.

Amazon.de`,
  },
  {
    id: 'de2-dispose',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-03-17',
      asins: ['B0DDSP0SE1'],
      documents: [],
    },
    text: `Guten Tag,

der Bestand für ASIN B0DDSP0SE1 wurde als nicht verkaufbar eingestuft und gesperrt. Erstellen Sie innerhalb von 14 Tagen einen Rücksendeauftrag, andernfalls wird der Bestand entsorgt.

Amazon Services Europe`,
  },
  // French (amazon.fr)
  {
    id: 'fr-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D8L2K6NM'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'eu-responsible-person'],
    },
    text: `Bonjour,

Nous avons supprimé votre offre pour le produit ci-dessous, car il pourrait ne pas être conforme à la réglementation applicable en matière de sécurité des produits.

ASIN : B0D8L2K6NM

Pour réactiver votre offre, veuillez nous fournir avant le 15 mars 2025 la déclaration UE de conformité, un rapport d'essai établi par un laboratoire accrédité ainsi que les coordonnées de la personne responsable dans l'UE.

Cordialement,
Amazon.fr`,
  },
  {
    id: 'fr-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C3P7T1QA'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Bonjour,

Nous avons reçu des réclamations de clients concernant l'authenticité des articles vendus sous l'ASIN B0C3P7T1QA. Par conséquent, nous avons désactivé vos offres pour cet ASIN.

Veuillez nous envoyer sous 5 jours ouvrés les factures de votre fournisseur couvrant les 365 derniers jours ainsi qu'une lettre d'autorisation du propriétaire de la marque.

Cordialement,
L'équipe Performance vendeur`,
  },
  {
    id: 'fr-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B2W9E4RT'],
      documents: [],
    },
    text: `Bonjour,

Votre stock Expédié par Amazon pour l'ASIN B0B2W9E4RT a été bloqué et ne peut pas être vendu pour le moment.

Si aucun ordre de retrait n'est créé dans un délai de 30 jours, les unités concernées seront éliminées.

Cordialement,
Amazon.fr`,
  },
  {
    id: 'fr-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DQ4R8S2V'],
      documents: ['safety-data-sheet', 'product-images'],
    },
    text: `Bonjour,

Nous examinons actuellement les informations relatives à l'ASIN B0DQ4R8S2V. Votre offre reste active pendant notre examen.

Merci de nous transmettre dans un délai de 14 jours la fiche de données de sécurité et des photos de l'étiquette du produit.

Cordialement,
Amazon.fr`,
  },
  {
    id: 'fr-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D8L2K6NM'],
      documents: [],
    },
    text: `Bonjour,

Nous avons examiné votre plan d'action concernant l'ASIN B0D8L2K6NM. Malheureusement, votre recours a été rejeté, car les informations fournies sont insuffisantes. Votre offre reste désactivée.

Cordialement,
L'équipe Performance vendeur`,
  },
  {
    id: 'fr-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C3P7T1QA'],
      documents: [],
    },
    text: `Bonjour,

Après examen des documents que vous nous avez transmis, nous avons réactivé votre offre pour l'ASIN B0C3P7T1QA. Elle est de nouveau visible par les clients.

Merci de votre compréhension.
Amazon.fr`,
  },
  {
    id: 'fr-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F5H2J8KL'],
      documents: [],
    },
    text: `Bonjour,

Ceci est un avertissement. Votre fiche produit pour l'ASIN B0F5H2J8KL contient des allégations de santé non autorisées. Nous avons modifié la fiche produit concernée.

Aucune action n'est requise de votre part. Des infractions répétées peuvent toutefois entraîner la désactivation de votre compte vendeur.

Amazon.fr`,
  },
  {
    id: 'fr-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Bonjour,

Votre paiement est en route. Nous vous avons envoyé un virement de 845,20 EUR. Les fonds devraient arriver sur votre compte bancaire se terminant par 7730 sous 3 à 5 jours ouvrés.

Amazon Payments Europe`,
  },
  {
    id: 'fr2-cpc',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-20',
      asins: ['B0DFRCPC01'],
      documents: ['safety-certification', 'laboratory-test-reports'],
    },
    text: `Bonjour,

Nous avons besoin d'informations supplémentaires concernant l'ASIN B0DFRCPC01, un jouet destiné aux enfants. Votre offre reste active pendant notre vérification.

Veuillez nous fournir d'ici le 20 mars 2025 le certificat de produit pour enfants (CPC) et les rapports d'essai correspondants.

Amazon.fr`,
  },
  {
    id: 'fr2-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Vendu ! Expédiez maintenant.

Numéro de commande : 171-1234567-7654321
Article : Tapis de yoga
Quantité : 1

Amazon.fr`,
  },
  // Italian (amazon.it)
  {
    id: 'it-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D1F5G7HJ'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Gentile venditore,

abbiamo rimosso la tua offerta per il prodotto indicato di seguito perché potrebbe non essere conforme alle normative vigenti in materia di sicurezza dei prodotti.

ASIN: B0D1F5G7HJ

Per riattivare l'offerta, invia entro il 15/03/2025 la dichiarazione di conformità UE, il rapporto di prova e le immagini dell'etichetta del prodotto.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-trademark',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-13',
      asins: ['B0C6V2B8NM'],
      documents: ['authorization-letter'],
    },
    text: `Gentile venditore,

abbiamo ricevuto una segnalazione di violazione del marchio da parte del titolare dei diritti. Di conseguenza abbiamo disattivato la tua offerta per l'ASIN B0C6V2B8NM.

Se sei autorizzato a vendere questo prodotto, ti preghiamo di inviarci entro 10 giorni una lettera di autorizzazione del titolare del marchio.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B5N1M3QW'],
      documents: [],
    },
    text: `Gentile venditore,

il tuo inventario gestito da Logistica di Amazon per l'ASIN B0B5N1M3QW è stato bloccato e al momento non può essere venduto.

Se non crei un ordine di rimozione entro 30 giorni, le unità saranno smaltite.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-12',
      asins: ['B0DT6Y1U3I'],
      documents: ['safety-data-sheet', 'supplier-invoices'],
    },
    text: `Gentile venditore,

stiamo verificando le informazioni relative all'ASIN B0DT6Y1U3I. La tua offerta resta attiva durante la verifica.

Ti preghiamo di fornire entro 7 giorni lavorativi la scheda di dati di sicurezza e le fatture del fornitore.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D1F5G7HJ'],
      documents: [],
    },
    text: `Gentile venditore,

abbiamo esaminato il tuo piano d'azione per l'ASIN B0D1F5G7HJ. Purtroppo il tuo ricorso è stato respinto perché le informazioni fornite non sono sufficienti. La tua offerta rimane disattivata.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C6V2B8NM'],
      documents: [],
    },
    text: `Gentile venditore,

dopo aver esaminato i documenti inviati, abbiamo riattivato la tua offerta per l'ASIN B0C6V2B8NM. L'offerta è di nuovo visibile ai clienti.

Cordiali saluti,
Amazon.it`,
  },
  {
    id: 'it-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F9K3L5ZX'],
      documents: [],
    },
    text: `Gentile venditore,

questo è un avvertimento. La pagina del prodotto per l'ASIN B0F9K3L5ZX contiene indicazioni sulla salute non consentite, che abbiamo modificato.

Non è richiesta alcuna azione da parte tua. Ulteriori violazioni potrebbero tuttavia comportare la disattivazione del tuo account venditore.

Amazon.it`,
  },
  {
    id: 'it-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Hai venduto un articolo! Spedisci ora.

Numero ordine: 403-1234567-7654321
Articolo: Lampada da tavolo LED
Quantità: 1

Acquista l'etichetta di spedizione e conferma la spedizione in Seller Central.

Amazon.it`,
  },
  {
    id: 'it2-loa',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DITLOA01'],
      documents: ['authorization-letter', 'supplier-invoices'],
    },
    text: `Gentile venditore,

abbiamo disattivato la tua offerta per l'ASIN B0DITLOA01 in seguito a una segnalazione del titolare del marchio.

Per riattivarla, invia non oltre il 20 marzo 2025 una lettera di autorizzazione rilasciata dal titolare del marchio e le fatture di acquisto.

Amazon.it`,
  },
  {
    id: 'it2-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Gentile venditore,

il tuo pagamento è in arrivo. Abbiamo inviato un bonifico di 1.020,00 EUR sul tuo conto bancario che termina con 4410. Normalmente l'accredito avviene entro 3-5 giorni lavorativi.

Amazon.it`,
  },
  // Spanish (amazon.es, amazon.com.mx)
  {
    id: 'es-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D2S4D6F8'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports'],
    },
    text: `Hola:

Hemos eliminado tu oferta del producto que se indica a continuación, ya que podría no cumplir la normativa aplicable en materia de seguridad de los productos.

ASIN: B0D2S4D6F8

Para reactivar tu oferta, envíanos antes del 15 de marzo de 2025 la declaración UE de conformidad y un informe de ensayo emitido por un laboratorio acreditado.

Atentamente,
Amazon.es`,
  },
  {
    id: 'mx-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C7G9H1J3'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Hola:

Recibimos reclamaciones de clientes sobre la autenticidad de los productos que vendes con el ASIN B0C7G9H1J3. Por este motivo, desactivamos tus ofertas para este ASIN.

Proporciona en un plazo de 5 días hábiles facturas de tu proveedor y una carta de autorización del titular de la marca.

Atentamente,
Amazon.com.mx`,
  },
  {
    id: 'es-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0B8K2L4M6'],
      documents: [],
    },
    text: `Hola:

Tu inventario de Logística de Amazon para el ASIN B0B8K2L4M6 ha sido bloqueado y no puede venderse por el momento.

Si no creas una orden de retirada antes del 20/03/2025, las unidades serán eliminadas.

Atentamente,
Amazon.es`,
  },
  {
    id: 'mx-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-13',
      asins: ['B0DW3E5R7T'],
      documents: ['safety-data-sheet', 'product-images'],
    },
    text: `Hola:

Estamos revisando la información del ASIN B0DW3E5R7T. Tu oferta seguirá activa mientras revisamos el producto.

Por favor, envíanos dentro de los próximos 10 días la ficha de datos de seguridad y fotografías de la etiqueta del producto.

Atentamente,
Amazon.com.mx`,
  },
  {
    id: 'es-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D2S4D6F8'],
      documents: [],
    },
    text: `Hola:

Hemos revisado tu plan de acción para el ASIN B0D2S4D6F8. Lamentablemente, tu apelación ha sido rechazada porque la información proporcionada no es suficiente. Tu oferta permanece desactivada.

Atentamente,
Amazon.es`,
  },
  {
    id: 'mx-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C7G9H1J3'],
      documents: [],
    },
    text: `Hola:

Nos complace informarte que hemos reactivado tu oferta para el ASIN B0C7G9H1J3 después de revisar los documentos que enviaste. Los clientes ya pueden comprar el producto.

Atentamente,
Amazon.com.mx`,
  },
  {
    id: 'es-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F2Q4W6E8'],
      documents: [],
    },
    text: `Hola:

Esta es una advertencia. La página de detalles del ASIN B0F2Q4W6E8 incluye declaraciones de propiedades saludables no permitidas, que hemos editado.

No es necesario que realices ninguna acción. Sin embargo, las infracciones reiteradas pueden provocar la desactivación de tu cuenta de vendedor.

Amazon.es`,
  },
  {
    id: 'mx-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Hola:

Tu pago está en camino. Te enviamos una transferencia de 12,450.00 MXN a tu cuenta bancaria con terminación 0912. Los fondos deberían llegar en un plazo de 3 a 5 días hábiles.

Amazon.com.mx`,
  },
  {
    id: 'es2-sds',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DESSDS01'],
      documents: ['safety-data-sheet'],
    },
    text: `Hola:

Hemos retirado tu oferta del ASIN B0DESSDS01 porque el producto podría ser una mercancía peligrosa.

Para que podamos revisarla, envía la ficha de datos de seguridad a más tardar el 20 de marzo de 2025.

Amazon.es`,
  },
  {
    id: 'mx2-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0DMXREJ01'],
      documents: ['plan-of-action'],
    },
    text: `Hola:

Revisamos tu apelación sobre el ASIN B0DMXREJ01. Tu apelación fue rechazada y tu oferta sigue desactivada.

Si deseas volver a intentarlo, envía un nuevo plan de acción.

Amazon.com.mx`,
  },
  // Japanese (amazon.co.jp)
  {
    id: 'ja-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D3J5K7L9'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

製品の安全性に関する懸念により、以下の出品を削除しました。

ASIN: B0D3J5K7L9

出品を再開するには、2025年3月15日までに以下の書類をご提出ください。
・適合宣言書
・試験成績書
・商品ラベルの画像

Amazon.co.jp`,
  },
  {
    id: 'ja-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-12',
      asins: ['B0C8Z1X3C5'],
      documents: ['supplier-invoices', 'supplier-contact-information'],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0C8Z1X3C5 の商品の真正性について、購入者様から申し立てを受けました。そのため、この ASIN の出品を停止しました。

出品を再開するには、7営業日以内に、仕入れ先が発行した請求書と仕入れ先の連絡先情報をご提出ください。

Amazon.co.jp 出品パフォーマンスチーム`,
  },
  {
    id: 'ja-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B9V1N3M5'],
      documents: [],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0B9V1N3M5 のFBA在庫は販売不可に設定され、現在販売できません。

30日以内に返送または所有権の放棄の依頼を作成されない場合、在庫は廃棄されます。

Amazon.co.jp`,
  },
  {
    id: 'ja-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-20',
      asins: ['B0DA2S4D6F'],
      documents: ['safety-data-sheet', 'user-manual'],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0DA2S4D6F について、製品情報の確認を行っております。確認中も出品は引き続き有効です。

2025年3月20日までに、安全データシートと取扱説明書をご提出ください。

Amazon.co.jp`,
  },
  {
    id: 'ja-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D3J5K7L9'],
      documents: [],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0D3J5K7L9 について、ご提出いただいた改善計画を確認いたしましたが、情報が不足しているため、出品を再開することはできません。

Amazon.co.jp 出品パフォーマンスチーム`,
  },
  {
    id: 'ja-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C8Z1X3C5'],
      documents: [],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ご提出いただいた書類を確認し、ASIN B0C8Z1X3C5 の出品を再開しました。商品は再び購入者様に表示されます。

Amazon.co.jp`,
  },
  {
    id: 'ja-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F3G5H7J9'],
      documents: [],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

これは警告です。ASIN B0F3G5H7J9 の商品詳細ページに、医薬品的な効能効果の表示が含まれていたため、該当箇所を編集しました。

現時点でお客様による対応は必要ありません。今後も違反が続く場合、アカウントが停止される可能性があります。

Amazon.co.jp`,
  },
  {
    id: 'ja-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `出品者様

商品が売れました。商品を発送してください。

注文番号: 250-1234567-7654321
商品名: ステンレス水筒 500ml
数量: 1

Amazon.co.jp`,
  },
  {
    id: 'ja2-pse',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DJAPSE01'],
      documents: ['safety-certification', 'product-images'],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0DJAPSE01 の出品は、電気用品安全法の要件を満たしていることが確認できないため、削除されました。

3月20日までに、PSEマークが表示された商品ラベルの写真と適合性検査証明書をご提出ください。

Amazon.co.jp`,
  },
  {
    id: 'ja2-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0DJAFBA01'],
      documents: ['supplier-invoices'],
    },
    text: `Amazon.co.jp をご利用いただき、ありがとうございます。

ASIN B0DJAFBA01 のFBA在庫は、真正性の確認のため販売不可に設定されています。

在庫の販売を再開するには、7日以内に仕入れ先の請求書をご提出ください。

Amazon.co.jp`,
  },
  // Chinese, simplified
  {
    id: 'zh-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D5F7G9H1'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `您好，

由于产品安全方面的问题，我们已移除您的以下商品信息。

ASIN：B0D5F7G9H1

如需恢复商品信息，请在2025年3月15日之前提供以下文件：
- 欧盟符合性声明
- 检测报告
- 产品标签的照片

亚马逊卖家绩效团队`,
  },
  {
    id: 'zh-trademark',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C1Q3W5E7'],
      documents: ['authorization-letter', 'supplier-invoices'],
    },
    text: `您好，

我们收到了权利所有人关于商标侵权的投诉，因此已停用您的ASIN B0C1Q3W5E7 商品信息。

如果您获得了销售该商品的授权，请在7天内提交品牌所有者的授权书和供应商发票。

亚马逊卖家绩效团队`,
  },
  {
    id: 'zh-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B3R5T7Y9'],
      documents: [],
    },
    text: `您好，

您的ASIN B0B3R5T7Y9 的亚马逊物流库存已被锁定，目前无法销售。

如果您未在30天内创建移除订单，这些库存将被弃置。

亚马逊物流团队`,
  },
  {
    id: 'zh-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-10',
      asins: ['B0DU7I9O1P'],
      documents: ['safety-data-sheet', 'safety-certification'],
    },
    text: `您好，

我们正在审核ASIN B0DU7I9O1P 的产品信息。审核期间，您的商品仍可继续销售。

请在5个工作日内提供安全数据表和儿童产品证书（CPC）。

亚马逊`,
  },
  {
    id: 'zh-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D5F7G9H1'],
      documents: [],
    },
    text: `您好，

我们已审核您针对ASIN B0D5F7G9H1 提交的申诉。很遗憾，您的申诉已被拒绝，因为您提供的信息不足。您的商品信息仍处于停用状态。

亚马逊卖家绩效团队`,
  },
  {
    id: 'zh-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C1Q3W5E7'],
      documents: [],
    },
    text: `您好，

我们已审核您提交的文件，您的ASIN B0C1Q3W5E7 商品信息已恢复在售。

感谢您的配合。
亚马逊卖家绩效团队`,
  },
  {
    id: 'zh-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F4T6Y8U0'],
      documents: [],
    },
    text: `您好，

这是一则警告。您的ASIN B0F4T6Y8U0 的商品详情页面包含不允许的医疗声明，我们已对相关内容进行了编辑。

您目前无需采取任何行动。但如果再次违反政策，您的销售账户可能会被停用。

亚马逊`,
  },
  {
    id: 'zh-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `您好，

您的付款正在路上。我们已向您尾号为 5521 的银行账户转账 3,120.45 美元。款项通常会在3至5个工作日内到账。

亚马逊`,
  },
  {
    id: 'zh2-doc',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DZHDOC01'],
      documents: ['declaration-of-conformity', 'eu-responsible-person'],
    },
    text: `您好，

由于缺少合规信息，我们已下架您的商品 ASIN B0DZHDOC01。

请于2025年3月20日前上传欧盟符合性声明以及欧盟负责人的联系信息。

亚马逊`,
  },
  {
    id: 'zh2-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `您好，

您的商品已售出，请发货。

订单号：113-1234567-7654321
商品：不锈钢保温杯
数量：1

亚马逊`,
  },
  // Dutch (amazon.nl)
  {
    id: 'nl-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-08',
      asins: ['B0D6H8J0K2'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports'],
    },
    text: `Hallo,

We hebben je aanbieding voor het onderstaande product verwijderd, omdat het mogelijk niet voldoet aan de geldende regels voor productveiligheid.

ASIN: B0D6H8J0K2

Om je aanbieding opnieuw te activeren, stuur ons binnen 5 dagen de EU-conformiteitsverklaring en het testrapport van een geaccrediteerd laboratorium.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0C2W4E6R8'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Hallo,

We hebben klachten van klanten ontvangen over de echtheid van de artikelen die je onder ASIN B0C2W4E6R8 verkoopt. Daarom hebben we je aanbiedingen voor deze ASIN gedeactiveerd.

Stuur ons vóór 15 maart 2025 facturen van je leverancier en een autorisatiebrief van de merkeigenaar.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B4T6Y8U2'],
      documents: [],
    },
    text: `Hallo,

Je voorraad bij Verzending door Amazon voor ASIN B0B4T6Y8U2 is geblokkeerd en kan momenteel niet worden verkocht.

Als je niet binnen 30 dagen een verwijderingsopdracht aanmaakt, wordt de voorraad vernietigd.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-10',
      asins: ['B0DH1J3K5L'],
      documents: ['safety-data-sheet', 'product-images'],
    },
    text: `Hallo,

We controleren momenteel de productinformatie van ASIN B0DH1J3K5L. Je aanbieding blijft actief tijdens deze controle.

Gelieve binnen 7 dagen het veiligheidsinformatieblad en foto's van het etiket aan te leveren.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D6H8J0K2'],
      documents: [],
    },
    text: `Hallo,

We hebben je actieplan voor ASIN B0D6H8J0K2 beoordeeld. Helaas is je beroep afgewezen, omdat de verstrekte informatie onvoldoende is. Je aanbieding blijft gedeactiveerd.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C2W4E6R8'],
      documents: [],
    },
    text: `Hallo,

Na beoordeling van de documenten die je hebt gestuurd, hebben we je aanbieding voor ASIN B0C2W4E6R8 opnieuw geactiveerd. Je aanbieding is weer zichtbaar voor klanten.

Met vriendelijke groet,
Amazon.nl`,
  },
  {
    id: 'nl-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F6U8I0O2'],
      documents: [],
    },
    text: `Hallo,

Dit is een waarschuwing. De productpagina van ASIN B0F6U8I0O2 bevat gezondheidsclaims die niet zijn toegestaan. We hebben de betreffende tekst aangepast.

Je hoeft op dit moment geen actie te ondernemen. Herhaalde overtredingen kunnen leiden tot deactivering van je verkopersaccount.

Amazon.nl`,
  },
  {
    id: 'nl-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Verkocht! Nu verzenden.

Bestelnummer: 404-7654321-1234567
Artikel: Bamboe snijplank
Aantal: 2

Koop een verzendlabel en bevestig de verzending in Seller Central.

Amazon.nl`,
  },
  {
    id: 'nl2-loa',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DNLLOA01'],
      documents: ['authorization-letter'],
    },
    text: `Hallo,

We hebben je aanbieding voor ASIN B0DNLLOA01 verwijderd na een melding van de merkeigenaar.

Stuur ons uiterlijk 20 maart 2025 een autorisatiebrief van de merkeigenaar.

Amazon.nl`,
  },
  {
    id: 'nl2-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Hallo,

Je betaling is onderweg. We hebben 640,00 EUR overgemaakt naar je bankrekening eindigend op 8812. Het bedrag staat meestal binnen 3 tot 5 werkdagen op je rekening.

Amazon.nl`,
  },
  // Polish (amazon.pl)
  {
    id: 'pl-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0D7K9L1Z3'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Dzień dobry,

usunęliśmy Twoją ofertę produktu wskazanego poniżej, ponieważ może on nie spełniać obowiązujących przepisów dotyczących bezpieczeństwa produktów.

ASIN: B0D7K9L1Z3

Aby przywrócić ofertę, prześlij do 20 marca 2025 r. deklarację zgodności UE, sprawozdanie z badań oraz zdjęcia etykiety produktu.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C4E6R8T0'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Dzień dobry,

otrzymaliśmy skargi klientów dotyczące autentyczności produktów sprzedawanych pod numerem ASIN B0C4E6R8T0. W związku z tym dezaktywowaliśmy Twoje oferty dla tego numeru ASIN.

Prosimy o przesłanie w ciągu 7 dni faktur od dostawcy oraz pisma upoważniającego od właściciela marki.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B6Y8U0I2'],
      documents: [],
    },
    text: `Dzień dobry,

Twoje zapasy w ramach programu Realizacja przez Amazon dla ASIN B0B6Y8U0I2 zostały zablokowane i obecnie nie mogą być sprzedawane.

Jeśli w ciągu 30 dni nie utworzysz zlecenia usunięcia, jednostki zostaną zutylizowane.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DJ3K5L7Z'],
      documents: ['safety-data-sheet'],
    },
    text: `Dzień dobry,

sprawdzamy informacje o produkcie o numerze ASIN B0DJ3K5L7Z. Twoja oferta pozostaje aktywna podczas weryfikacji.

Prosimy o przesłanie karty charakterystyki w ciągu 10 dni roboczych.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D7K9L1Z3'],
      documents: [],
    },
    text: `Dzień dobry,

przeanalizowaliśmy Twój plan działania dotyczący ASIN B0D7K9L1Z3. Niestety Twoje odwołanie zostało odrzucone, ponieważ przekazane informacje są niewystarczające. Twoja oferta pozostaje nieaktywna.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C4E6R8T0'],
      documents: [],
    },
    text: `Dzień dobry,

po weryfikacji przesłanych dokumentów Twoja oferta dla ASIN B0C4E6R8T0 została ponownie aktywowana. Produkt jest znowu widoczny dla klientów.

Z poważaniem,
Amazon.pl`,
  },
  {
    id: 'pl-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F7I9O1P3'],
      documents: [],
    },
    text: `Dzień dobry,

to jest ostrzeżenie. Strona szczegółów produktu ASIN B0F7I9O1P3 zawiera niedozwolone oświadczenia zdrowotne, które zmodyfikowaliśmy.

Obecnie nie musisz podejmować żadnych działań. Powtarzające się naruszenia mogą jednak doprowadzić do dezaktywacji Twojego konta sprzedawcy.

Amazon.pl`,
  },
  {
    id: 'pl-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Dzień dobry,

Twoja płatność jest w drodze. Wysłaliśmy przelew w wysokości 2 310,75 PLN na Twoje konto bankowe zakończone cyframi 6614. Środki powinny dotrzeć w ciągu 3–5 dni roboczych.

Amazon.pl`,
  },
  {
    id: 'pl2-gpsr',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DPLGPS01'],
      documents: ['eu-responsible-person', 'user-manual'],
    },
    text: `Dzień dobry,

Twoja oferta dla ASIN B0DPLGPS01 została dezaktywowana, ponieważ brakuje danych osoby odpowiedzialnej w UE.

Prześlij najpóźniej do 20.03.2025 dane osoby odpowiedzialnej oraz instrukcję obsługi w języku polskim.

Amazon.pl`,
  },
  {
    id: 'pl2-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0DPLREI01'],
      documents: [],
    },
    text: `Dzień dobry,

Twoja oferta dla ASIN B0DPLREI01 została przywrócona. Dziękujemy za przesłanie dokumentów.

Amazon.pl`,
  },
  // Portuguese (amazon.com.br)
  {
    id: 'pt-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D8L0Z2X4'],
      documents: ['safety-certification', 'laboratory-test-reports'],
    },
    text: `Olá,

Removemos sua oferta do produto indicado abaixo, pois ele pode não estar em conformidade com as normas de segurança aplicáveis.

ASIN: B0D8L0Z2X4

Para reativar sua oferta, envie até 15 de março de 2025 o certificado de conformidade do INMETRO e o relatório de ensaio emitido por um laboratório acreditado.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C5R7T9Y1'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Olá,

Recebemos reclamações de clientes sobre a autenticidade dos produtos vendidos no ASIN B0C5R7T9Y1. Por isso, desativamos suas ofertas para este ASIN.

Envie no prazo de 7 dias as notas fiscais do seu fornecedor e uma carta de autorização do proprietário da marca.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B7U9I1O3'],
      documents: [],
    },
    text: `Olá,

Seu estoque do Logística da Amazon para o ASIN B0B7U9I1O3 foi bloqueado e não pode ser vendido no momento.

Se você não criar uma ordem de remoção em até 30 dias, as unidades serão descartadas.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DK4L6Z8X'],
      documents: ['safety-data-sheet', 'product-images'],
    },
    text: `Olá,

Estamos analisando as informações do ASIN B0DK4L6Z8X. Sua oferta permanece ativa durante a análise.

Por favor, envie em até 10 dias úteis a ficha de dados de segurança e fotos da etiqueta do produto.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D8L0Z2X4'],
      documents: [],
    },
    text: `Olá,

Analisamos seu plano de ação para o ASIN B0D8L0Z2X4. Infelizmente, sua apelação foi rejeitada porque as informações fornecidas são insuficientes. Sua oferta permanece desativada.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C5R7T9Y1'],
      documents: [],
    },
    text: `Olá,

Após analisar os documentos enviados, reativamos sua oferta para o ASIN B0C5R7T9Y1. O produto está novamente visível para os clientes.

Atenciosamente,
Amazon.com.br`,
  },
  {
    id: 'pt-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F8O0P2A4'],
      documents: [],
    },
    text: `Olá,

Este é um aviso. A página de detalhes do ASIN B0F8O0P2A4 contém alegações de saúde não permitidas, que editamos.

Nenhuma ação é necessária de sua parte no momento. No entanto, violações repetidas podem resultar na desativação da sua conta de vendedor.

Amazon.com.br`,
  },
  {
    id: 'pt-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Olá,

Seu pagamento está a caminho. Enviamos uma transferência de R$ 4.870,30 para sua conta bancária com final 3308. Os fundos devem chegar em até 3 dias úteis.

Amazon.com.br`,
  },
  {
    id: 'pt2-invoices',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0DPTINV01'],
      documents: ['supplier-invoices'],
    },
    text: `Olá,

Seu estoque do ASIN B0DPTINV01 foi bloqueado para verificação de autenticidade.

Para liberar o estoque, envie as notas fiscais de compra no prazo de 5 dias úteis.

Amazon.com.br`,
  },
  {
    id: 'pt2-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Você vendeu um item! Envie agora.

Número do pedido: 701-1234567-7654321
Produto: Garrafa térmica
Quantidade: 1

Amazon.com.br`,
  },
  // Turkish (amazon.com.tr)
  {
    id: 'tr-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0D9Z1X3C5'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Merhaba,

Aşağıdaki ürün için teklifinizi kaldırdık, çünkü ürün geçerli ürün güvenliği mevzuatına uygun olmayabilir.

ASIN: B0D9Z1X3C5

Teklifinizi yeniden etkinleştirmek için lütfen 15 Mart 2025 tarihine kadar AB Uygunluk Beyanı, test raporu ve ürün etiketinin fotoğraflarını gönderin.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-trademark',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C6T8Y0U2'],
      documents: ['authorization-letter', 'supplier-invoices'],
    },
    text: `Merhaba,

Hak sahibinden marka ihlali ile ilgili bir şikayet aldık. Bu nedenle ASIN B0C6T8Y0U2 için teklifinizi devre dışı bıraktık.

Bu ürünü satma yetkiniz varsa, lütfen 7 gün içinde marka sahibinden aldığınız yetki belgesini ve tedarikçi faturalarınızı gönderin.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B8I0O2P4'],
      documents: [],
    },
    text: `Merhaba,

ASIN B0B8I0O2P4 için Amazon Lojistik envanteriniz engellendi ve şu anda satılamıyor.

30 gün içinde bir kaldırma talebi oluşturmazsanız, birimler imha edilecektir.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DL5Z7X9C'],
      documents: ['safety-data-sheet'],
    },
    text: `Merhaba,

ASIN B0DL5Z7X9C ile ilgili ürün bilgilerini inceliyoruz. Teklifiniz inceleme süresince aktif kalacaktır.

Lütfen 10 iş günü içinde güvenlik bilgi formunu gönderin.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0D9Z1X3C5'],
      documents: [],
    },
    text: `Merhaba,

ASIN B0D9Z1X3C5 için gönderdiğiniz eylem planını inceledik. Maalesef itirazınız reddedildi, çünkü sağlanan bilgiler yetersiz. Teklifiniz devre dışı kalmaya devam ediyor.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C6T8Y0U2'],
      documents: [],
    },
    text: `Merhaba,

Gönderdiğiniz belgeleri inceledikten sonra ASIN B0C6T8Y0U2 için teklifinizi yeniden etkinleştirdik. Ürününüz artık müşterilere tekrar görünür.

Saygılarımızla,
Amazon.com.tr`,
  },
  {
    id: 'tr-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0F9P1A3S5'],
      documents: [],
    },
    text: `Merhaba,

Bu bir uyarıdır. ASIN B0F9P1A3S5 ürün detay sayfası izin verilmeyen sağlık beyanları içeriyordu ve bu içeriği düzenledik.

Şu anda herhangi bir işlem yapmanız gerekmiyor. Ancak tekrarlanan ihlaller satıcı hesabınızın devre dışı bırakılmasına yol açabilir.

Amazon.com.tr`,
  },
  {
    id: 'tr-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Merhaba,

Ödemeniz yolda. Sonu 2207 ile biten banka hesabınıza 5.640,00 TL tutarında bir transfer gönderdik. Tutarın 3 ila 5 iş günü içinde hesabınıza geçmesi beklenir.

Amazon.com.tr`,
  },
  {
    id: 'tr2-date',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DTRDAT01'],
      documents: ['laboratory-test-reports'],
    },
    text: `Merhaba,

ASIN B0DTRDAT01 için teklifinizi ürün güvenliği endişeleri nedeniyle kaldırdık.

Lütfen 20.03.2025 tarihine kadar akredite bir laboratuvardan alınmış test raporunu gönderin.

Amazon.com.tr`,
  },
  {
    id: 'tr2-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Ürününüz satıldı! Şimdi gönderin.

Sipariş numarası: 402-1234567-7654321
Ürün: Çelik termos
Adet: 1

Amazon.com.tr`,
  },
  // Swedish (amazon.se)
  {
    id: 'sv-safety',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-15',
      asins: ['B0DA1S3D5F'],
      documents: ['declaration-of-conformity', 'laboratory-test-reports', 'product-images'],
    },
    text: `Hej,

Vi har tagit bort ditt erbjudande för produkten nedan eftersom den kanske inte uppfyller gällande regler för produktsäkerhet.

ASIN: B0DA1S3D5F

För att återaktivera ditt erbjudande ska du skicka senast den 15 mars 2025 en EU-försäkran om överensstämmelse, en testrapport och bilder på produktetiketten.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-authenticity',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-10',
      asins: ['B0C7Y9U1I3'],
      documents: ['supplier-invoices', 'authorization-letter'],
    },
    text: `Hej,

Vi har fått klagomål från kunder om äktheten hos de artiklar du säljer under ASIN B0C7Y9U1I3. Därför har vi inaktiverat dina erbjudanden för denna ASIN.

Skicka inom 7 dagar fakturor från din leverantör och ett auktoriseringsbrev från varumärkesägaren.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-fba',
    expected: {
      caseType: 'FBA Lock',
      kind: 'initial',
      deadline: '2025-04-02',
      asins: ['B0B9O1P3A5'],
      documents: [],
    },
    text: `Hej,

Ditt lager hos Logistik från Amazon för ASIN B0B9O1P3A5 har spärrats och kan inte säljas just nu.

Om du inte skapar en borttagningsorder inom 30 dagar kommer enheterna att kasseras.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-info-request',
    expected: {
      caseType: 'ASIN Request',
      kind: 'information-request',
      deadline: '2025-03-17',
      asins: ['B0DM6X8C0V'],
      documents: ['safety-data-sheet', 'user-manual'],
    },
    text: `Hej,

Vi granskar just nu produktinformationen för ASIN B0DM6X8C0V. Ditt erbjudande förblir aktivt under granskningen.

Vänligen skicka ett säkerhetsdatablad och bruksanvisningen inom 10 arbetsdagar.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-rejected',
    expected: {
      caseType: 'Suppression',
      kind: 'appeal-rejected',
      deadline: null,
      asins: ['B0DA1S3D5F'],
      documents: [],
    },
    text: `Hej,

Vi har granskat din åtgärdsplan för ASIN B0DA1S3D5F. Tyvärr har din överklagan avslagits eftersom informationen du lämnade inte är tillräcklig. Ditt erbjudande förblir inaktiverat.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-reinstated',
    expected: {
      caseType: 'Suppression',
      kind: 'reinstated',
      deadline: null,
      asins: ['B0C7Y9U1I3'],
      documents: [],
    },
    text: `Hej,

Efter att ha granskat dokumenten du skickade har vi återaktiverat ditt erbjudande för ASIN B0C7Y9U1I3. Produkten är nu synlig för kunderna igen.

Med vänliga hälsningar,
Amazon.se`,
  },
  {
    id: 'sv-warning',
    expected: {
      caseType: 'Suppression',
      kind: 'warning',
      deadline: null,
      asins: ['B0FA2S4D6G'],
      documents: [],
    },
    text: `Hej,

Detta är en varning. Produktsidan för ASIN B0FA2S4D6G innehöll otillåtna hälsopåståenden, som vi har redigerat.

Du behöver inte vidta några åtgärder just nu. Upprepade överträdelser kan dock leda till att ditt säljarkonto inaktiveras.

Amazon.se`,
  },
  {
    id: 'sv-order',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Såld! Skicka nu.

Ordernummer: 405-2345678-8765432
Artikel: Termos i rostfritt stål
Antal: 1

Köp en fraktsedel och bekräfta leveransen i Seller Central.

Amazon.se`,
  },
  {
    id: 'sv2-date',
    expected: {
      caseType: 'Suppression',
      kind: 'initial',
      deadline: '2025-03-20',
      asins: ['B0DSVDAT01'],
      documents: ['declaration-of-conformity', 'user-manual'],
    },
    text: `Hej,

Vi har inaktiverat ditt erbjudande för ASIN B0DSVDAT01 eftersom produkten saknar information om överensstämmelse.

Skicka senast 2025-03-20 en försäkran om överensstämmelse och en bruksanvisning på svenska.

Amazon.se`,
  },
  {
    id: 'sv2-payment',
    expected: { caseType: null, kind: 'not-a-notice', deadline: null, asins: [], documents: [] },
    text: `Hej,

Din utbetalning är på väg. Vi har skickat 3 450,00 SEK till ditt bankkonto som slutar på 5567. Pengarna brukar komma fram inom 3–5 arbetsdagar.

Amazon.se`,
  },
];

describe("notices in the marketplaces' other languages", () => {
  it.each(notices.map((n) => [n.id, n] as const))('%s', (_, { expected, text }) => {
    const analysis = analyzeEmail(text, { today });
    expect({
      caseType: expected.caseType === null ? null : analysis.caseType,
      kind: analysis.kind,
      deadline: analysis.deadline,
      asins: analysis.asins,
      documents: [...analysis.requestedDocuments].sort(),
    }).toEqual({ ...expected, documents: [...expected.documents].sort() });
  });
});
