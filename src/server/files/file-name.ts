export const MAX_DISPLAY_NAME_LENGTH = 200;

/**
 * A user's file name made safe to show and to echo in a header: no directories, no control or
 * bidi-override characters, trimmed, at most 200 characters with the extension kept.
 * It is only ever displayed; files are stored under generated keys.
 */
export function sanitizeDisplayName(raw: string | undefined, fallbackExtension: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // C0/C1 controls, DEL, and the Unicode format characters used to disguise an extension.
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!name) name = `document.${fallbackExtension}`;
  const chars = [...name];
  if (chars.length <= MAX_DISPLAY_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const keep = MAX_DISPLAY_NAME_LENGTH - [...extension].length;
  return `${chars.slice(0, keep).join('').trimEnd()}${extension}`;
}

/** `attachment` with an ASCII fallback and the exact name as RFC 5987 `filename*`. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Extensions that name each kind truthfully; anything else is replaced by the first. */
const truthfulExtensions: Record<string, string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

/**
 * The display name with an extension that says what the bytes are (`invoice.pdf` holding a PNG
 * becomes `invoice.png`, a PDF named `report.html` becomes `report.pdf`), so a download saved
 * to disk opens in the program that matches its real type.
 */
export function nameWithTrueExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot + 1) : '';
  if ((truthfulExtensions[extension] ?? [extension]).includes(current.toLowerCase())) return name;
  // Something that looks like an extension is replaced; otherwise the true one is appended.
  const stem = /^[A-Za-z0-9]{1,10}$/.test(current) ? name.slice(0, dot) : name;
  return sanitizeDisplayName(`${stem.replace(/(?<![.\s])[.\s]+$/, '')}.${extension}`, extension);
}
