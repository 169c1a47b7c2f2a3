// Outgoing mail through nodemailer: SMTP when the environment configures it, otherwise each message
// is written as an .eml file to <DATA_DIR>/outbox and logged, so a deployment without a mail server
// (a laptop, the desktop host, the tests) still shows what would have been sent.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox': where messages go. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(message: string): void;
}

export const DEFAULT_MAIL_FROM = 'Arredo <no-reply@localhost>';

/**
 * SMTP settings from the environment: SMTP_URL (smtp:// or smtps://user:pass@host:port), or
 * SMTP_HOST with SMTP_PORT (default 587), SMTP_SECURE (true for implicit TLS, default: port 465),
 * SMTP_USER and SMTP_PASSWORD. Null when neither SMTP_URL nor SMTP_HOST is set.
 */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): string | Record<string, unknown> | null {
  const url = env.SMTP_URL?.trim();
  if (url) {
    if (!/^smtps?:\/\//i.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return url;
  }
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(env.SMTP_PORT?.trim() || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT must be a port number');
  const secureText = env.SMTP_SECURE?.trim().toLowerCase();
  const secure = secureText ? ['1', 'true', 'yes', 'on'].includes(secureText) : port === 465;
  const user = env.SMTP_USER?.trim();
  return {
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: env.SMTP_PASSWORD ?? '' } } : {}),
  };
}

/** The mailer the environment asks for (see smtpSettingsFromEnv; MAIL_FROM sets the sender). */
export function mailerFromEnv(env: NodeJS.ProcessEnv, dataDir: string, log: MailLog): Mailer {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const smtp = smtpSettingsFromEnv(env);
  return smtp
    ? smtpMailer(nodemailer.createTransport(smtp as never), from)
    : outboxMailer(dataDir, from, log);
}

export function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Where the outbox mailer writes: <dataDir>/outbox. */
export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/** Writes each message, fully formed (headers, text and HTML parts), as <outbox>/<time>-<random>.eml. */
export function outboxMailer(dataDir: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      const dir = outboxDir(dataDir);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      log.info(`Mail to ${message.to} ("${message.subject}") written to ${file} (no SMTP configured)`);
    },
  };
}
