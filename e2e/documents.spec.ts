import type { Locator, Page } from '@playwright/test';
import { authorizationLetterPdf, supplierInvoicePdf } from './support/document-fixtures';
import { createCaseViaApi, signInAsFreshSeller } from './support/fresh-seller';
import { expect, test } from './support/test';

// Issue 6: the Documentation tab in Chromium. Files are generated here with pdf-lib; one goes in
// through the file picker, one by drag-and-drop, and the list updates by itself as they're scored.

test.describe.configure({ timeout: 90_000 });

const product = { title: 'Bamboo Cutting Board Set of 3', asin: 'B0E2EBOARD' };
const BANNER = 'Analyzing document relevance and compliance...';

function main(page: Page): Locator {
  return page.getByRole('main');
}

async function chooseType(page: Page, label: string): Promise<void> {
  await main(page).getByLabel('Document Type', { exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Records whether the analysing banner is ever shown, however briefly. */
async function watchForBanner(page: Page): Promise<void> {
  await page.evaluate((text) => {
    const flag = window as unknown as { sawBanner?: boolean };
    flag.sawBanner = document.body.textContent?.includes(text) ?? false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) flag.sawBanner = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, BANNER);
}

async function sawBanner(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sawBanner?: boolean }).sawBanner === true);
}

/** Drops files on an element the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

function requirement(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Required Documentation' })
    .getByRole('listitem', { name, exact: true });
}

test('a seller uploads by picker and by drag-and-drop, sees the scores arrive, and deletes a document', async ({
  page,
  request,
}) => {
  await signInAsFreshSeller(page, request, 'documents');
  const caseId = await createCaseViaApi(page, {
    sellerId: 'A1E2EDOCS',
    asin: product.asin,
    caseType: 'FBA Lock',
    title: 'Cutting boards locked in FBA',
    description: 'Inventory placed in an unfulfillable state pending an authenticity review.',
  });

  await page.goto(`/cases/${caseId}`);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await expect(main(page).getByText('No documents uploaded yet')).toBeVisible();

  // The case type's requirements, Critical first, none provided yet.
  const requirements = page
    .getByRole('region', { name: 'Required Documentation' })
    .getByRole('listitem');
  await expect(requirements.first()).toContainText('Critical');
  await expect(requirement(page, 'Supplier Invoices')).toHaveAttribute('data-satisfied', 'false');
  await expect(requirement(page, 'Authorization Letter')).toHaveAttribute(
    'data-satisfied',
    'false',
  );

  const invoice = {
    name: 'supplier-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: await supplierInvoicePdf(product),
  };
  const letter = {
    name: 'brand-authorization.pdf',
    mimeType: 'application/pdf',
    buffer: await authorizationLetterPdf(product),
  };

  // A file before a type: refused in the browser with the spec's message.
  let chooser = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: 'Browse files' }).click();
  await (await chooser).setFiles(invoice);
  await expect(main(page).getByRole('alert')).toContainText('Please select a document type first');

  // By the file picker.
  await chooseType(page, 'Supplier Invoice');
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await watchForBanner(page);
  chooser = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: 'Browse files' }).click();
  await (await chooser).setFiles(invoice);

  const uploaded = main(page).getByRole('list', { name: 'Uploaded documents' });
  const invoiceItem = uploaded.getByRole('listitem', { name: invoice.name });
  await expect(invoiceItem).toBeVisible();
  // Scored by the server's background job; the list polls until it is done.
  await expect(invoiceItem).toHaveAttribute('data-document-status', 'analyzed', {
    timeout: 30_000,
  });
  expect(await sawBanner(page), 'the analysing banner was shown').toBe(true);
  await expect(main(page).getByText(BANNER)).toHaveCount(0);
  await expect(invoiceItem).toContainText('Supplier Invoice');
  await expect(invoiceItem.getByRole('meter', { name: 'Relevance' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  await expect(invoiceItem).toContainText(/Completeness\s*\d+%/);
  await expect(invoiceItem).toContainText(/Compliance\s*\d+%/);
  await expect(requirement(page, 'Supplier Invoices')).toHaveAttribute('data-satisfied', 'true');
  await expect(requirement(page, 'Supplier Invoices')).toContainText('Provided');

  // The original comes back as a download.
  const href = await invoiceItem
    .getByRole('link', { name: `Download ${invoice.name}` })
    .getAttribute('href');
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A file the browser can tell is not accepted never leaves it.
  await chooseType(page, 'Authorization Letter');
  const dropArea = main(page).getByRole('group', { name: 'Document drop area' });
  await dropFile(page, dropArea, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(main(page).getByRole('alert')).toContainText('Unsupported file type');

  // By drag-and-drop.
  await watchForBanner(page);
  await dropFile(page, dropArea, letter);
  const letterItem = uploaded.getByRole('listitem', { name: letter.name });
  await expect(letterItem).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(letterItem).toHaveAttribute('data-document-status', 'analyzed', { timeout: 30_000 });
  expect(await sawBanner(page), 'the analysing banner was shown for the dropped file').toBe(true);
  await expect(letterItem).toContainText('Authorization Letter');
  await expect(requirement(page, 'Authorization Letter')).toHaveAttribute('data-satisfied', 'true');
  // newest first
  await expect(uploaded.getByRole('listitem').first()).toHaveAccessibleName(letter.name);

  // Delete, confirmed in a dialog; the requirement it satisfied is open again.
  await invoiceItem.getByRole('button', { name: `Delete ${invoice.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document?' });
  await expect(dialog).toContainText(invoice.name);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(invoiceItem).toHaveCount(0);
  await expect(uploaded.getByRole('listitem', { name: letter.name })).toBeVisible();
  await expect(requirement(page, 'Supplier Invoices')).toHaveAttribute('data-satisfied', 'false');

  // The Case Summary follows: one document now.
  await page.getByRole('tab', { name: 'Case Summary' }).click();
  await expect(main(page).getByRole('region', { name: 'Documentation' })).toContainText('1');
});
