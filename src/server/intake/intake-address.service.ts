import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { notFound } from '../http/app-error';
import { INTAKE_OFF_MESSAGE } from '../../domain/inbox';
import * as repo from './intake.repository';

/** 20 random bytes in lowercase base32-ish hex: unguessable, and valid in any mailbox name. */
function newToken(): string {
  return randomBytes(16).toString('hex');
}

export function intakeEnabled(ctx: AppContext): boolean {
  return Boolean(
    ctx.config.mail.intakeDomain &&
    (ctx.config.mail.intakeSmtpPort !== undefined || ctx.config.mail.imapUrl),
  );
}

function requireDomain(ctx: AppContext): string {
  const domain = ctx.config.mail.intakeDomain;
  if (!domain || !intakeEnabled(ctx)) throw notFound(INTAKE_OFF_MESSAGE);
  return domain;
}

async function tokenOf(db: Db, userId: string, now: Date): Promise<string> {
  const existing = await repo.findIntakeToken(db, userId);
  if (existing) return existing;
  await repo.insertIntakeTokenIfNone(db, {
    userId,
    token: newToken(),
    createdAt: now.toISOString(),
  });
  const token = await repo.findIntakeToken(db, userId);
  if (!token) throw new Error('intake address vanished after insert');
  return token;
}

/** The seller's private intake address, created on first request. */
export async function intakeAddressOf(ctx: AppContext, userId: string): Promise<string> {
  const domain = requireDomain(ctx);
  return `${await tokenOf(ctx.db, userId, ctx.now())}@${domain}`;
}

/** A new address replaces the old one; mail to the old one is refused from now on. */
export async function rotateIntakeAddress(ctx: AppContext, userId: string): Promise<string> {
  const domain = requireDomain(ctx);
  await repo.deleteIntakeToken(ctx.db, userId);
  return `${await tokenOf(ctx.db, userId, ctx.now())}@${domain}`;
}

/** The active seller an intake address belongs to, or null (unknown, other domain, disabled). */
export async function ownerOfIntakeAddress(
  ctx: AppContext,
  address: string,
): Promise<string | null> {
  const domain = ctx.config.mail.intakeDomain?.toLowerCase();
  const match = /^([a-z0-9]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!domain || !match || match[2] !== domain) return null;
  return (await repo.findActiveOwnerOfToken(ctx.db, match[1]!)) ?? null;
}
