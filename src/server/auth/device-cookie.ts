import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../app-context';

/** Lives long: it only tells the throttle "this browser signed in to this account before". */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

function signingKey(ctx: AppContext): Buffer {
  // A key of its own, derived from the master key, so a device signature opens nothing else.
  return createHmac('sha256', ctx.masterKey).update('casepilot-device-cookie').digest();
}

function signature(ctx: AppContext, payload: string): Buffer {
  return createHmac('sha256', signingKey(ctx)).update(payload).digest();
}

/** `<userId>.<deviceId>.<hmac>`: issued after a successful sign-in. */
export function issueDeviceCookie(ctx: AppContext, userId: string): string {
  const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${signature(ctx, payload).toString('base64url')}`;
}

/** The device id when the cookie is ours, untampered, and was issued for this user; else null. */
export function trustedDeviceId(
  ctx: AppContext,
  cookie: string | undefined,
  userId: string | null,
): string | null {
  if (!cookie || !userId) return null;
  const parts = cookie.split('.');
  if (parts.length !== 3) return null;
  const [owner, deviceId, mac] = parts as [string, string, string];
  if (owner !== userId || !deviceId) return null;
  const expected = signature(ctx, `${owner}.${deviceId}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return deviceId;
}
