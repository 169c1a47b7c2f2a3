// Reads the mails the server wrote to <dataDir>/outbox (no SMTP configured): what a user would find in
// their inbox, with the links of the text part.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in headers such as the subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    );
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? decodeHeader(match[1]!.replace(/\n[ \t]+/g, ' ').trim()) : '';
}

function textPart(eml: string): string {
  const parts = eml.split(/\n--[^\n]+\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\n\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head))
      return Buffer.from(body, 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    return body;
  }
  return '';
}

export function parseEml(file: string, eml: string): OutboxMail {
  const normalized = eml.replace(/\r\n/g, '\n');
  const head = normalized.split(/\n\n/)[0] ?? '';
  const text = textPart(normalized);
  return {
    file,
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseEml(name, await readFile(join(dir, name), 'utf8'))));
}

/** The newest mail to `to`, waiting up to `timeoutMs` for it to be written. */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((mail) =>
      mail.to.toLowerCase().includes(to.toLowerCase()),
    );
    if (mails.length > (options.after ?? 0)) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir(dataDir)}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

const dir = (dataDir: string) => join(dataDir, 'outbox');
