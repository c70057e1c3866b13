import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/lib/server-process';

export const DOVECOT_BINARY = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

export type Dovecot = { url: string; user: string; password: string; stop: () => Promise<void> };

function waitForPort(port: number, child: ChildProcess, log: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
        return reject(new Error(`dovecot exited with ${child.exitCode}\n${text}`));
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`dovecot did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * A real Dovecot IMAP server (Debian's dovecot-imapd) in a temporary directory of its own, with
 * one mailbox user. Throws when it cannot start, so a test using it fails instead of skipping.
 */
export async function startDovecot(): Promise<Dovecot> {
  if (!fs.existsSync(DOVECOT_BINARY))
    throw new Error(
      `${DOVECOT_BINARY} not found: install Debian's dovecot-imapd (apt-get install -y dovecot-imapd)`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = 'intake';
  const password = 'intake-password-123';
  // Mail is owned by an unprivileged user; Dovecot refuses root mailboxes.
  const isRoot = process.getuid?.() === 0;
  const uid = isRoot ? 65534 : process.getuid!();
  const gid = isRoot ? 65534 : process.getgid!();
  const home = path.join(dir, 'home');
  fs.mkdirSync(home);
  if (isRoot) fs.chownSync(home, uid, gid);
  fs.writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const log = path.join(dir, 'dovecot.log');
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${log}`,
      'listen = 127.0.0.1',
      'protocols = imap',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `first_valid_uid = ${Math.min(uid, 500)}`,
      ...(isRoot
        ? []
        : [
            `default_login_user = ${os.userInfo().username}`,
            `default_internal_user = ${os.userInfo().username}`,
          ]),
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/passwd\n}`,
      `userdb {\n  driver = static\n  args = uid=${uid} gid=${gid} home=${home}\n}`,
      'mail_location = maildir:~/Maildir',
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      'service stats {\n  unix_listener stats-reader {\n    mode = 0666\n  }\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}',
      '',
    ].join('\n'),
  );
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, log, 15_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url: `imap://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`,
    user,
    password,
    stop,
  };
}
