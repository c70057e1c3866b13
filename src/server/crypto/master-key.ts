import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILE_NAME = 'secret.key';
const KEY_BYTES = 32;

/** Accepts 32 bytes written as 64 hex digits or as base64; anything else is refused. */
export function decodeMasterKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  return null;
}

/**
 * Creates the key file exactly once, even when several processes start together: the key is
 * written to a private temp file, then hard-linked into place, which fails if another won.
 */
function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * The AES-256 master key: CASEPILOT_SECRET_KEY when set, else `{DATA_DIR}/secret.key`, created
 * (mode 0600) the first time. Losing it makes stored provider keys unreadable, never exposed.
 * Read once, when the AppContext is built; services use `ctx.masterKey`.
 */
export function loadMasterKey(source: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (source.secretKey) {
    const key = decodeMasterKey(source.secretKey);
    if (!key) throw new Error('CASEPILOT_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = path.join(source.dataDir, KEY_FILE_NAME);
  if (!fs.existsSync(file)) createKeyFile(file);
  const key = decodeMasterKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}
