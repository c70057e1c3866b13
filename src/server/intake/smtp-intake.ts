import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SMTPServerAddress, SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../app-context';
import { ownerOfIntakeAddress } from './intake-address.service';
import { storeInboundMail } from './receive-mail';

export type SmtpIntake = { port: number; close: () => Promise<void> };

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * The intake address's mail server. Recipients that are not a known intake address are refused
 * at RCPT TO, so nothing unwanted is ever stored; an accepted message is answered 250 only once
 * it is in the database.
 */
export async function startSmtpIntake(
  ctx: AppContext,
  options: { port: number; host?: string },
): Promise<SmtpIntake> {
  // Only a server with intake turned on loads the SMTP server's code.
  const { SMTPServer } = await import('smtp-server');
  // Recipients accepted in this SMTP transaction, mapped to their seller.
  const owners = new WeakMap<SMTPServerSession, Map<string, string>>();
  const server = new SMTPServer({
    name: ctx.config.mail.intakeDomain,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: ctx.config.mail.intakeMaxBytes,
    banner: 'CasePilot intake',
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      ownerOfIntakeAddress(ctx, address.address)
        .then((userId) => {
          if (!userId) return callback(smtpError('No such intake address', 550));
          const map = owners.get(session) ?? new Map<string, string>();
          map.set(address.address.toLowerCase(), userId);
          owners.set(session, map);
          callback();
        })
        .catch(() => callback(smtpError('Temporary failure, try again later', 451)));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      // smtp-server reads a message to its end even past `size` (it only flags it); what is past
      // the limit is dropped, or a sender could make the server hold any amount (F45).
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ctx.config.mail.intakeMaxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || size > ctx.config.mail.intakeMaxBytes)
          return callback(smtpError('Message too large', 552));
        const raw = Buffer.concat(chunks);
        const messageKey = randomUUID();
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const map = owners.get(session) ?? new Map<string, string>();
        (async () => {
          for (const recipient of recipients) {
            const userId = map.get(recipient);
            if (!userId) continue;
            await storeInboundMail(ctx, {
              userId,
              recipient,
              sourceKey: `smtp:${messageKey}:${recipient}`,
              raw,
            });
          }
        })()
          .then(() => {
            owners.delete(session);
            callback(null, 'Message stored');
          })
          // Not stored: a temporary failure makes the sending server try again later.
          .catch(() => callback(smtpError('Could not store the message, try again later', 451)));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? ctx.config.mail.intakeSmtpHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
