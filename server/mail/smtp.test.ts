// With SMTP settings, mail really goes over SMTP: a minimal SMTP server on a free port receives it
// (and nothing is written to the outbox).
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/storage';
import { parseEml } from '../../tests/support/outbox';
import { resetMail } from './account-mail';
import { mailerFromEnv } from './mailer';

interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

/** Just enough SMTP (RFC 5321) for one client: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
function smtpServer(received: Received[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') reply('250-test.smtp\r\n250 AUTH PLAIN');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 ok');
        } else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
}

describe('SMTP delivery', () => {
  const received: Received[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = smtpServer(received);
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolveClose) => server.close(() => resolveClose())));

  it('sends through the configured server with the credentials and the sender, and writes no outbox file', async () => {
    const dataDir = await tempDir('arredo-smtp-');
    const mailer = mailerFromEnv(
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'shop',
        SMTP_PASSWORD: 'secret',
        MAIL_FROM: 'Arredo Shop <shop@example.com>',
      },
      dataDir,
      { info: () => {} },
    );
    expect(mailer.kind).toBe('smtp');
    const link = `https://shop.example.com/resetpassword/${'C'.repeat(43)}`;
    await mailer.send(
      resetMail({
        to: 'ada@example.com',
        name: 'ada',
        language: 'de',
        link,
        minutes: 60,
        shop: 'WEB',
        user: 'ada',
      }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('shop@example.com');
    expect(received[0]!.to[0]).toContain('ada@example.com');
    expect(received[0]!.auth).toBe('\u0000shop\u0000secret');
    const mail = parseEml('smtp', received[0]!.data.replace(/\r\n/g, '\n'));
    expect(mail.subject).toBe('Neues Arredo-Passwort festlegen');
    expect(mail.links).toEqual([link]);
    expect(existsSync(join(dataDir, 'outbox'))).toBe(false);
  });
});
