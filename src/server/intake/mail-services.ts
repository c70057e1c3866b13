import type { AppContext } from '../app-context';
import { documentJobHandlers } from '../documents/document-analysis';
import { packageJobHandlers } from '../package/package-job';
import type { JobHandlers } from '../jobs/job-worker';
import { notificationJobHandlers } from '../notifications/mailer';
import { startReminderScheduler } from '../notifications/reminders';
import { startImapPolling } from './imap-intake';
import { intakeJobHandlers } from './process-inbound-mail';
import { startSmtpIntake } from './smtp-intake';

/** Every durable job kind an app process runs. */
export const allJobHandlers: JobHandlers = {
  ...documentJobHandlers,
  ...packageJobHandlers,
  ...intakeJobHandlers,
  ...notificationJobHandlers,
};

/**
 * Starts what the configuration turns on: the SMTP intake listener, IMAP polling, and the
 * reminder scan. Returns one stop for all of them.
 */
export async function startMailServices(
  ctx: AppContext,
  log: (line: string) => void,
): Promise<{ stop: () => Promise<void> }> {
  const stops: (() => Promise<void> | void)[] = [];
  const { intakeDomain, intakeSmtpPort, imapUrl } = ctx.config.mail;
  if (intakeDomain && intakeSmtpPort !== undefined) {
    const smtp = await startSmtpIntake(ctx, { port: intakeSmtpPort });
    log(`Mail intake listening for *@${intakeDomain} on SMTP port ${smtp.port}`);
    stops.push(smtp.close);
  }
  if (intakeDomain && imapUrl) {
    const imap = startImapPolling(ctx, imapUrl);
    log(`Mail intake polling IMAP every ${ctx.config.mail.imapPollMs / 1000} s`);
    stops.push(imap.stop);
  }
  const reminders = startReminderScheduler(ctx);
  stops.push(reminders.stop);
  return {
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}
