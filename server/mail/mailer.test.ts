import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/storage';
import { parseEml } from '../../tests/support/outbox';
import { mailLanguage, registerMail, resetMail } from './account-mail';
import { mailerFromEnv, smtpSettingsFromEnv } from './mailer';

describe('mail settings from the environment', () => {
  it('uses SMTP only when SMTP_URL or SMTP_HOST is set', () => {
    expect(smtpSettingsFromEnv({})).toBeNull();
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' })).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\//);
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'mail.example.com' })).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
    });
    expect(
      smtpSettingsFromEnv({
        SMTP_HOST: 'mail.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'me',
        SMTP_PASSWORD: 's',
      }),
    ).toEqual({ host: 'mail.example.com', port: 465, secure: true, auth: { user: 'me', pass: 's' } });
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'h', SMTP_PORT: 'x' })).toThrow(/SMTP_PORT/);
    expect(mailerFromEnv({ SMTP_HOST: 'mail.example.com' }, '/nowhere', console).kind).toBe('smtp');
  });

  it('writes a full message to <dataDir>/outbox and logs where, without SMTP', async () => {
    const dataDir = await tempDir('arredo-outbox-');
    const logged: string[] = [];
    const mailer = mailerFromEnv({ MAIL_FROM: 'Shop <shop@example.com>' }, dataDir, {
      info: (line) => logged.push(line),
    });
    expect(mailer.kind).toBe('outbox');
    const link = 'https://shop.example.com/guestregister/' + 'A'.repeat(43);
    await mailer.send(
      registerMail({ to: 'ada@example.com', name: 'Ada', language: 'it', link, minutes: 60 }),
    );
    const [file] = await readdir(join(dataDir, 'outbox'));
    const eml = await readFile(join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toMatch(/^From: Shop <shop@example.com>$/m);
    const mail = parseEml(file!, eml);
    expect(mail.subject).toBe('Crea il tuo account Arredo');
    expect(mail.links).toEqual([link]);
    expect(eml).toContain('text/html');
    expect(logged[0]).toContain(`written to ${join(dataDir, 'outbox', file!)}`);
  });
});

describe('account mails', () => {
  it('pick English, Italian or German from any language code', () => {
    expect([
      mailLanguage('it-CH'),
      mailLanguage('d'),
      mailLanguage('de_AT'),
      mailLanguage('fr'),
      mailLanguage(null),
    ]).toEqual(['it', 'de', 'de', 'en', 'en']);
  });

  it('escape names in the HTML part', () => {
    const mail = resetMail({
      to: 'x@example.com',
      name: '<b>Eve</b>',
      language: 'en',
      link: 'https://a.example/resetpassword/c',
      minutes: 60,
      shop: 'WEB',
      user: 'eve',
    });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.text).toContain('shop code WEB and the user name eve');
  });
});
