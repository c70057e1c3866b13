import type { ImapFlow } from 'imapflow';
import type { AppContext } from '../app-context';
import { ownerOfIntakeAddress } from './intake-address.service';
import { storeInboundMail } from './receive-mail';

const RECIPIENT_HEADERS = /^(to|cc|delivered-to|x-original-to|envelope-to):(.*)$/i;
// Anchored at the start of a run and bounded (RFC 5321), so a hostile header is read in linear time.
const ADDRESS = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}/g;

/** Addresses a message was delivered to, from the headers a forwarding mailbox keeps. */
export function recipientsOf(raw: Buffer): string[] {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const found = new Set<string>();
  for (const line of head.split(/\r?\n/)) {
    const match = RECIPIENT_HEADERS.exec(line);
    if (!match) continue;
    for (const address of match[2]!.matchAll(ADDRESS)) found.add(address[0].toLowerCase());
  }
  return [...found];
}

async function clientFor(url: string): Promise<{ client: ImapFlow; mailbox: string }> {
  // Only a server that polls a mailbox loads the IMAP client's code.
  const { ImapFlow } = await import('imapflow');
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const client = new ImapFlow({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: {
      user: decodeURIComponent(parsed.username),
      pass: decodeURIComponent(parsed.password),
    },
    logger: false,
  });
  return { client, mailbox: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX' };
}

/**
 * Reads every unseen message once: stores those addressed to an intake address, then marks the
 * message \Seen. The flag is set only after the store committed, and the store is keyed by
 * mailbox, UIDVALIDITY and UID, so a crash in between stores nothing twice and loses nothing.
 */
export async function pollImapOnce(ctx: AppContext, url: string): Promise<number> {
  const { client, mailbox } = await clientFor(url);
  client.on('error', () => undefined);
  await client.connect();
  let stored = 0;
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const opened = client.mailbox;
      const uidValidity = opened ? String(opened.uidValidity) : '0';
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        const raw = message ? message.source : undefined;
        if (!raw) continue;
        for (const recipient of recipientsOf(raw)) {
          const userId = await ownerOfIntakeAddress(ctx, recipient);
          if (!userId) continue;
          const result = await storeInboundMail(ctx, {
            userId,
            recipient,
            sourceKey: `imap:${mailbox}:${uidValidity}:${uid}:${recipient}`,
            raw,
          });
          if (!result.duplicate) stored += 1;
        }
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return stored;
}

export function startImapPolling(ctx: AppContext, url: string): { stop: () => void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    pollImapOnce(ctx, url)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, ctx.config.mail.imapPollMs);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
