import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMasterKey, loadMasterKey } from './master-key';
import { decryptSecret, encryptSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV per value', () => {
    const a = encryptSecret(key, 'sk-live-abcdef', 'api-key:openai');
    const b = encryptSecret(key, 'sk-live-abcdef', 'api-key:openai');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-live');
    expect(Buffer.from(a.split(':')[1] ?? '', 'base64')).toHaveLength(12);
    expect(decryptSecret(key, a, 'api-key:openai')).toBe('sk-live-abcdef');
  });

  it('refuses a tampered value, another slot, or another master key', () => {
    const sealed = encryptSecret(key, 'secret', 'api-key:openai');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [parts[0], parts[1], parts[2], body.toString('base64')].join(':');
    expect(() => decryptSecret(key, tampered, 'api-key:openai')).toThrow();
    expect(() => decryptSecret(key, sealed, 'api-key:anthropic')).toThrow();
    expect(() => decryptSecret(randomBytes(32), sealed, 'api-key:openai')).toThrow();
  });
});

describe('master key', () => {
  it('accepts 32 bytes as hex or base64 only', () => {
    const bytes = randomBytes(32);
    expect(decodeMasterKey(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(decodeMasterKey(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(decodeMasterKey('too-short')).toBeNull();
    expect(decodeMasterKey(randomBytes(16).toString('base64'))).toBeNull();
  });

  it('prefers CASEPILOT_SECRET_KEY', () => {
    const bytes = randomBytes(32);
    expect(
      loadMasterKey({ secretKey: bytes.toString('hex'), dataDir: '/nonexistent' }).equals(bytes),
    ).toBe(true);
  });

  it('otherwise creates {DATA_DIR}/secret.key once, readable by the owner only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-key-'));
    try {
      const first = loadMasterKey({ secretKey: undefined, dataDir: dir });
      const file = path.join(dir, 'secret.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(first).toHaveLength(32);
      expect(fs.readdirSync(dir)).toEqual(['secret.key']);
      expect(loadMasterKey({ secretKey: undefined, dataDir: dir }).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
