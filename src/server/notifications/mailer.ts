import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { AppContext } from '../app-context';
import { findContactById } from '../users/user-lookup';
import { markReminderEmailed, reminderEmailedAt } from './notifications.repository';
import type { JobHandlers } from '../jobs/job-worker';
import { notificationKindLabels, type NotificationKind } from '../../domain/notification';
import { NOTIFICATION_EMAIL_JOB } from './notify';

type EmailPayload = {
  userId: string;
  kind: NotificationKind;
  caseId: string | null;
  message: string;
  onceKey: string | null;
};

const transports = new Map<string, Transporter>();

/**
 * A relay that accepts the connection and then says nothing would otherwise hold the send for
 * nodemailer's defaults (30 s for the greeting, 10 minutes of silence); the job fails sooner and
 * is retried with backoff.
 */
const RELAY_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

// Loaded on the first send: a server without a relay never holds nodemailer in memory.
const importNodemailer = () => import('nodemailer');
let nodemailerModule: ReturnType<typeof importNodemailer> | undefined;

async function transportFor(url: string): Promise<Transporter> {
  const { default: nodemailer } = await (nodemailerModule ??= importNodemailer());
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...RELAY_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

function caseLink(ctx: AppContext, caseId: string | null): string {
  const base = ctx.config.publicBaseUrl?.replace(/(?<!\/)\/+$/, '');
  return caseId && base ? `\n\nOpen the case: ${base}/cases/${caseId}` : '';
}

/**
 * A reminder has one Message-ID however often it is sent. Sending and recording it are two steps
 * (SMTP has no transaction with the database), so a crash between them sends it again on retry;
 * mail systems that file by Message-ID (Gmail, most IMAP clients' threading) then show it once.
 */
export function onceMessageId(ctx: AppContext, onceKey: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(ctx.config.mail.from)?.[1] ?? 'casepilot.invalid';
  const digest = createHash('sha256').update(onceKey).digest('hex').slice(0, 32);
  return `<reminder.${digest}@${domain}>`;
}

/** Sends one notification e-mail; a failure throws, and the job worker retries with backoff. */
export async function sendNotificationEmail(ctx: AppContext, payload: EmailPayload): Promise<void> {
  const url = ctx.config.mail.smtpUrl;
  if (!url) return;
  if (payload.onceKey) {
    if (await reminderEmailedAt(ctx.db, payload.onceKey)) return;
  }
  const user = await findContactById(ctx.db, payload.userId);
  if (!user || user.status !== 'active') return;
  await (
    await transportFor(url)
  ).sendMail({
    ...(payload.onceKey ? { messageId: onceMessageId(ctx, payload.onceKey) } : {}),
    from: ctx.config.mail.from,
    to: user.email,
    subject: `CasePilot: ${notificationKindLabels[payload.kind]}`,
    text: `Hello ${user.name},\n\n${payload.message}${caseLink(ctx, payload.caseId)}\n\nYou can change which reminders you get by e-mail on your Account page.\n`,
  });
  if (payload.onceKey) {
    await markReminderEmailed(ctx.db, payload.onceKey, ctx.now().toISOString());
  }
}

export const notificationJobHandlers: JobHandlers = {
  [NOTIFICATION_EMAIL_JOB]: {
    run: (ctx, payload) => sendNotificationEmail(ctx, payload as EmailPayload),
  },
};
