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
