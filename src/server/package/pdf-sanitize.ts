import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/**
 * Keys that carry actions run without a click (/AA, /OpenAction), chained actions (/Next),
 * document JavaScript (/Names /JavaScript, /JS), forms (with their XFA scripts) and embedded
 * files. None belongs in a package CasePilot generates; copyPages would otherwise bring the
 * uploaded file's along with its pages.
 */
const DROPPED_KEYS = [
  'AA',
  'OpenAction',
  'Next',
  'JavaScript',
  'JS',
  'AcroForm',
  'XFA',
  'EmbeddedFiles',
];

/** Annotations that play media or carry files; a link or a comment is kept. */
const DROPPED_ANNOTATIONS = new Set([
  'FileAttachment',
  'Sound',
  'Movie',
  'Screen',
  'RichMedia',
  '3D',
]);

const RISKY_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'Rendition',
  'GoToR',
  'GoToE',
  'Hide',
  'Sound',
  'Movie',
  'SetOCGState',
  'GoTo3DView',
  'RichMediaExecute',
]);

const SAFE_URI = /^(https?:|mailto:)/i;

function nameOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFName ? value.decodeText() : undefined;
}

function textOf(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;
}

/** A jump inside the document, or a web or mail link; everything else (JavaScript, Launch…) is not. */
function isSafeAction(action: PDFObject | undefined): boolean {
  if (!(action instanceof PDFDict)) return false;
  const type = nameOf(action.get(PDFName.of('S')));
  if (type === 'GoTo') return true;
  if (type === 'URI') return SAFE_URI.test(textOf(action.get(PDFName.of('URI'))) ?? '');
  return false;
}

function cleanDict(doc: PDFDocument, dict: PDFDict): void {
  for (const key of DROPPED_KEYS) dict.delete(PDFName.of(key));
  const actionKey = PDFName.of('A');
  const action = dict.get(actionKey);
  if (action && !isSafeAction(doc.context.lookup(action))) dict.delete(actionKey);
  // An action dict left reachable some other way loses its type, so no reader runs it. /S also
  // names transparency groups, masks and border styles: only action-only names are touched.
  if (RISKY_ACTIONS.has(nameOf(dict.get(PDFName.of('S'))) ?? '')) dict.delete(PDFName.of('S'));
  const annotsKey = PDFName.of('Annots');
  const annots = doc.context.lookup(dict.get(annotsKey));
  if (annots instanceof PDFArray) {
    const kept = annots.asArray().filter((entry) => {
      const annotation = doc.context.lookup(entry);
      return !(
        annotation instanceof PDFDict &&
        DROPPED_ANNOTATIONS.has(nameOf(annotation.get(PDFName.of('Subtype'))) ?? '')
      );
    });
    dict.set(annotsKey, doc.context.obj(kept));
  }
}

/** Every dict inside an object, direct ones included (an annotation's /A is often direct). */
function visit(doc: PDFDocument, value: PDFObject | undefined): void {
  if (value instanceof PDFStream) return visit(doc, value.dict);
  if (value instanceof PDFDict) {
    cleanDict(doc, value);
    for (const [, child] of value.entries()) if (!(child instanceof PDFRef)) visit(doc, child);
  } else if (value instanceof PDFArray) {
    for (const child of value.asArray()) if (!(child instanceof PDFRef)) visit(doc, child);
  }
}

/**
 * Drops the objects nothing points to any more, so a removed script does not stay in the file
 * as an orphan object (pdf-lib writes every object it holds).
 */
function dropUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reachable = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (value): value is PDFObject => value !== undefined,
  );
  while (pending.length > 0) {
    const value = pending.pop();
    if (value instanceof PDFRef) {
      if (reachable.has(value)) continue;
      reachable.add(value);
      const target = context.lookup(value);
      if (target) pending.push(target);
    } else if (value instanceof PDFStream) {
      pending.push(value.dict);
    } else if (value instanceof PDFDict) {
      for (const [, child] of value.entries()) pending.push(child);
    } else if (value instanceof PDFArray) {
      pending.push(...value.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects())
    if (!reachable.has(ref)) context.delete(ref);
}

/**
 * Removes active content (JavaScript, launch and form actions, automatic actions, embedded files
 * and media) from a document built from uploaded PDFs, keeping what a reader sees on the pages.
 * Call after everything has been added and `flush()`ed, just before `save()`.
 */
export function stripActiveContent(doc: PDFDocument): void {
  for (const [, value] of doc.context.enumerateIndirectObjects()) visit(doc, value);
  dropUnreachable(doc);
}
