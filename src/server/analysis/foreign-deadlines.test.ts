import { describe, expect, it } from 'vitest';
import { findStatedDeadline } from './extract-deadline';
import { bodyLanguages } from './foreign-deadlines';

const today = new Date('2026-03-10T00:00:00Z'); // a Tuesday
const sent = (iso: string) => new Date(`${iso}T00:00:00Z`);
const deadline = (body: string, sentAt: Date | null = null) =>
  findStatedDeadline(body, sentAt, today);

describe('periods to act within, in the marketplace languages', () => {
  it.each([
    // DE
    ['Sie müssen die Unterlagen innerhalb von 5 Tagen einreichen.', '2026-03-15'],
    ['Bitte antworten Sie innerhalb der nächsten 72 Stunden auf diese Nachricht.', '2026-03-13'],
    ['Bitte senden Sie uns binnen 7 Tagen die Rechnungen.', '2026-03-17'],
    ['Bitte reichen Sie die Unterlagen innerhalb von fünf Werktagen ein.', '2026-03-17'],
    // FR
    ['Veuillez nous fournir les documents dans un délai de 5 jours.', '2026-03-15'],
    ['Vous devez répondre sous cinq jours ouvrés à ce message.', '2026-03-17'],
    ['Merci de nous transmettre les factures dans les 72 heures.', '2026-03-13'],
    // IT
    ['La preghiamo di fornire i documenti entro 5 giorni.', '2026-03-15'],
    ['Deve rispondere entro cinque giorni lavorativi.', '2026-03-17'],
    ['Se non risponde entro 72 ore, le sue offerte saranno rimosse.', '2026-03-13'],
    // IT, addressing the seller as "tu"
    [
      "Per riattivare l'offerta, ti preghiamo di inviarci le fatture entro 14 giorni.",
      '2026-03-24',
    ],
    // ES
    ['Debe proporcionar los documentos en un plazo de 5 días.', '2026-03-15'],
    ['Por favor, envíe las facturas dentro de cinco días hábiles.', '2026-03-17'],
    ['Debe responder en las próximas 72 horas.', '2026-03-13'],
    // NL, PL, SE, TR
    ['U moet de documenten binnen 5 dagen indienen.', '2026-03-15'],
    ['Prosimy o przesłanie dokumentów w ciągu 5 dni.', '2026-03-15'],
    ['Du måste skicka dokumenten inom 5 dagar.', '2026-03-15'],
    ['Lütfen belgeleri 5 gün içinde gönderin.', '2026-03-15'],
    // JP, CN
    ['5日以内に請求書をご提出ください。', '2026-03-15'],
    ['72時間以内にご返信ください。', '2026-03-13'],
    ['五日以内にご返信ください。', '2026-03-15'],
    ['５日以内にご返信ください。', '2026-03-15'],
    ['十四日以内に改善計画をご提出ください。', '2026-03-24'],
    ['请在5天内提交文件。', '2026-03-15'],
    ['请在5日内提交发票。', '2026-03-15'],
    ['请于72小时内回复。', '2026-03-13'],
    ['请在5个工作日内提供发票。', '2026-03-17'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)).toMatchObject({ date: expected, source: 'relative' });
  });

  it("counts a period from the notice's own date", () => {
    expect(
      deadline(
        'Daher müssen Sie innerhalb von 60 Tagen nach Erhalt dieser Mitteilung Unterlagen vorlegen.',
        sent('2026-02-19'),
      ),
    ).toMatchObject({ date: '2026-04-20', isFromEmailDate: true });
    expect(deadline('本日より7日以内にご返信ください。', sent('2026-03-01'))?.date).toBe(
      '2026-03-08',
    );
  });
});

describe('dates with their cue words, in the marketplace languages', () => {
  it.each([
    ['Bitte reichen Sie die Unterlagen bis zum 3. Dezember 2026 ein.', '2026-12-03'],
    ['Bitte übermitteln Sie die Rechnungen bis 03.12.2026.', '2026-12-03'],
    ['Sie müssen spätestens am 20.03.2026 antworten.', '2026-03-20'],
    ['Bitte senden Sie uns die Rechnungen bis zum 20.03. zu.', '2026-03-20'],
    ['請求書を2026年３月２０日までにご提出ください。', '2026-03-20'],
    ['Veuillez fournir les documents avant le 3 décembre 2026.', '2026-12-03'],
    ['Vous devez répondre au plus tard le 20 mars 2026.', '2026-03-20'],
    ["Veuillez envoyer les factures d'ici le 02/04/2026.", '2026-04-02'],
    ['La preghiamo di inviare le fatture entro il 3 dicembre 2026.', '2026-12-03'],
    ["Deve fornire i documenti entro l'8 aprile 2026.", '2026-04-08'],
    ['Debe enviar los documentos antes del 3 de diciembre de 2026.', '2026-12-03'],
    ['Por favor, responda a más tardar el 20 de marzo de 2026.', '2026-03-20'],
    ['Gelieve de facturen voor 3 december 2026 te sturen.', '2026-12-03'],
    ['Prosimy o przesłanie dokumentów do dnia 3 grudnia 2026.', '2026-12-03'],
    ['Vänligen skicka fakturorna senast den 20 mars 2026.', '2026-03-20'],
    ['Lütfen belgeleri 20 Mart 2026 tarihine kadar gönderin.', '2026-03-20'],
    ['2026年12月3日までに請求書をご提出ください。', '2026-12-03'],
    ['3月20日までにご返信ください。', '2026-03-20'],
    ['请于2026年12月3日之前提交文件。', '2026-12-03'],
    ['请于2026年12月3日前提交文件。', '2026-12-03'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)).toMatchObject({ date: expected, source: 'explicit' });
  });
});

describe("an announced rule's effective date, in the marketplace languages", () => {
  it.each([
    ['Ab dem 15. Juni 2026 werden Ihre Angebote ohne LUCID-Nummer gesperrt.', '2026-06-15'],
    ['À partir du 1er juillet 2026, vous devez fournir votre numéro IDU.', '2026-07-01'],
    ['A partire dal 1 luglio 2026 deve fornire il numero di registrazione.', '2026-07-01'],
    ['A partir del 1 de julio de 2026 debe proporcionar el número de registro.', '2026-07-01'],
  ])('reads %s', (body, expected) => {
    expect(deadline(body)).toMatchObject({ date: expected, source: 'explicit' });
  });

  it('takes no date that opens a period for one', () => {
    expect(
      deadline('À partir du 1er juillet 2026 au 31 juillet 2026, les offres seront supprimées.'),
    ).toBeNull();
  });
});

describe('what is not a deadline, in the marketplace languages', () => {
  it.each([
    // Narrative dates: what happened
    'Bis zum 3. März 2026 haben wir mehrere Beschwerden erhalten. Bitte prüfen Sie Ihre Angebote.',
    'Am 3. Dezember haben wir Ihr Konto deaktiviert. Bitte kontaktieren Sie uns.',
    'Le 3 décembre, nous avons supprimé vos offres. Veuillez nous contacter.',
    'Avant le 3 mars 2026, nous avions reçu plusieurs réclamations. Veuillez nous contacter.',
    // Amazon's own turnaround
    'Wir werden Ihre Unterlagen innerhalb von 2 Werktagen prüfen. Bitte senden Sie die Rechnungen.',
    'Nous examinerons votre demande sous 48 heures. Vous devez envoyer les documents.',
    'Esamineremo la sua richiesta entro 48 ore. La preghiamo di inviare i documenti.',
    'Sie erhalten innerhalb von 48 Stunden eine Antwort. Bitte senden Sie die Rechnungen.',
    'Vous recevrez une réponse sous 48 heures. Veuillez envoyer les factures.',
    'Riceverà una risposta entro 48 ore. La preghiamo di inviare le fatture.',
    'Recibirá una respuesta en un plazo de 48 horas. Debe enviar las facturas.',
    'Revisaremos su apelación en un plazo de 2 días hábiles. Debe enviar los documentos.',
    '当社にて5営業日以内に審査いたします。書類をご提出ください。',
    '我们会在 5 个工作日内审核您的文件。请提交发票。',
    // Look-backs: the period the documents must cover
    'Bitte legen Sie Rechnungen aus den letzten 365 Tagen vor, die innerhalb der letzten 90 Tage ausgestellt wurden.',
    '発行日から365日以内の請求書をご提出ください。',
    '请提供日期在最近 90 天内的账单。',
    'Bitte reichen Sie Rechnungen ein, die innerhalb von 90 Tagen vor dem Datum dieser Mitteilung ausgestellt wurden.',
    'Veuillez fournir les factures des 90 jours précédents.',
    // The end of a restriction: the language's "by" also means "until"
    'Ihr Konto bleibt bis zum 3. Dezember 2026 gesperrt. Bitte kontaktieren Sie uns.',
    'Votre compte restera suspendu jusqu\u2019au 3 décembre 2026. Veuillez nous contacter.',
    '2026年12月3日まで出品を停止します。ご確認ください。',
    // The window to appeal or to choose not to, as in English
    'Dalla ricezione di questa notifica ha 90 giorni di tempo per fornire un ricorso valido o per scegliere di non contestare la nostra decisione.',
  ])('finds no deadline in: %s', (body) => {
    expect(deadline(body)).toBeNull();
  });

  it('keeps a condition on the date as a deadline', () => {
    expect(
      deadline('Wenn Sie nicht bis zum 3. Dezember 2026 antworten, bleibt Ihr Konto gesperrt.')
        ?.date,
    ).toBe('2026-12-03');
  });

  it('passes over a date before the notice when the notice has a date of its own', () => {
    expect(
      deadline('Bitte reichen Sie die Unterlagen bis zum 1. März 2026 ein.', sent('2026-03-05')),
    ).toBeNull();
  });
});

describe('several deadlines, and the order of day and month', () => {
  it('reports the earliest deadline still ahead', () => {
    expect(
      deadline(
        'Bitte antworten Sie innerhalb von 10 Tagen, spätestens jedoch bis zum 15. März 2026.',
      ),
    ).toMatchObject({ date: '2026-03-15', source: 'explicit' });
    expect(
      deadline(
        'Veuillez répondre dans un délai de 3 jours. À défaut, vos offres seront supprimées avant le 30 mars 2026.',
      ),
    ).toMatchObject({ date: '2026-03-13', source: 'relative' });
  });

  it('reads 02/04/2026 day first in a European language, month first in English', () => {
    expect(deadline('Bitte senden Sie die Rechnungen bis 02/04/2026 und die Lizenz.')?.date).toBe(
      '2026-04-02',
    );
    expect(deadline('Please send the invoices by 02/04/2026.')?.date).toBe('2026-02-04');
  });

  it('keeps English order when an English notice quotes a few foreign words', () => {
    const body =
      'Please send the invoices by 04/02/2026. The seller, De La Cruz Trading, sells on Amazon.de and Amazon.fr; the name on the invoice must match your account.';
    expect(bodyLanguages(body).dayFirst).toBe(false);
    expect(deadline(body)?.date).toBe('2026-04-02');
  });

  it('spares an English notice the foreign cues', () => {
    expect(bodyLanguages('Please respond within 5 days with the invoices.').cues).toEqual([]);
  });
});

describe('what happens when the time is up, and a humble request', () => {
  it.each([
    [
      'Erstellen Sie einen Remissionsauftrag, sonst wird Ihr Bestand nach 14 Tagen vernichtet.',
      '2026-03-24',
    ],
    [
      "Votre stock sera détruit après 30 jours si vous ne créez pas d'ordre de retrait.",
      '2026-04-09',
    ],
    ['Se non crea un ordine di rimozione, le unità saranno smaltite dopo 30 giorni.', '2026-04-09'],
    [
      'Si no crea una orden de retirada, el inventario se eliminará después de 30 días.',
      '2026-04-09',
    ],
    // "お願いいたします" asks the seller; it is not Amazon's own humble step
    ['このメールの受信後30日以内にご対応をお願いいたします。', '2026-04-09'],
  ])('%s', (body, expected) => {
    expect(deadline(body)?.date).toBe(expected);
  });

  it("still reads Amazon's humble step as its own turnaround", () => {
    expect(deadline('審査結果は5営業日以内にご連絡いたします。')).toBeNull();
  });
});
