// The account mails (password reset, guest registration) in English, Italian and German: a plain text
// part and a simple HTML part carrying the same words and the one link.
import type { MailMessage } from './mailer';

export type MailLanguage = 'en' | 'it' | 'de';

/** en, it or de from any language code (it-CH -> it, d -> de); English otherwise. */
export function mailLanguage(code: string | null | undefined): MailLanguage {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'it') return 'it';
  if (base === 'de' || base === 'd') return 'de';
  return 'en';
}

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const reset: Record<MailLanguage, (login: { shop: string; user: string }) => Texts> = {
  en: ({ shop, user }) => ({
    subject: 'Set a new Arredo password',
    greeting: (name) => `Hello ${name},`,
    lines: [
      'someone asked to set a new password for your Arredo account.',
      `You sign in with the shop code ${shop} and the user name ${user}.`,
    ],
    action: 'Set a new password',
    expiry: (minutes) => `The link works once, within ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
  it: ({ shop, user }) => ({
    subject: 'Imposta una nuova password Arredo',
    greeting: (name) => `Buongiorno ${name},`,
    lines: [
      'è stata chiesta una nuova password per il tuo account Arredo.',
      `Accedi con il codice negozio ${shop} e il nome utente ${user}.`,
    ],
    action: 'Imposta una nuova password',
    expiry: (minutes) => `Il link funziona una sola volta, entro ${minutes} minuti.`,
    ignore: 'Se non sei stato tu, ignora questa mail: la password resta invariata.',
  }),
  de: ({ shop, user }) => ({
    subject: 'Neues Arredo-Passwort festlegen',
    greeting: (name) => `Hallo ${name},`,
    lines: [
      'für Ihr Arredo-Konto wurde ein neues Passwort angefordert.',
      `Sie melden sich mit dem Shop-Code ${shop} und dem Benutzernamen ${user} an.`,
    ],
    action: 'Neues Passwort festlegen',
    expiry: (minutes) => `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten.`,
    ignore:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: Ihr Passwort bleibt unverändert.',
  }),
};

const register: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Create your Arredo account',
    greeting: (name) => `Hello ${name},`,
    lines: [
      'to turn your guest visit into an Arredo account, choose a password. Your projects come with you.',
    ],
    action: 'Create my account',
    expiry: (minutes) => `The link works once, within ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this mail: no account is created.',
  },
  it: {
    subject: 'Crea il tuo account Arredo',
    greeting: (name) => `Buongiorno ${name},`,
    lines: [
      'per trasformare la tua visita come ospite in un account Arredo, scegli una password. I tuoi progetti restano con te.',
    ],
    action: 'Crea il mio account',
    expiry: (minutes) => `Il link funziona una sola volta, entro ${minutes} minuti.`,
    ignore: 'Se non sei stato tu, ignora questa mail: nessun account viene creato.',
  },
  de: {
    subject: 'Ihr Arredo-Konto anlegen',
    greeting: (name) => `Hallo ${name},`,
    lines: [
      'um aus Ihrem Gastbesuch ein Arredo-Konto zu machen, wählen Sie ein Passwort. Ihre Projekte kommen mit.',
    ],
    action: 'Mein Konto anlegen',
    expiry: (minutes) => `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten.`,
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: es wird kein Konto angelegt.',
  },
};

const alreadyRegistered: Record<MailLanguage, (login: { shop: string; user: string }) => Texts> = {
  en: ({ shop, user }) => ({
    subject: 'You already have an Arredo account',
    greeting: (name) => `Hello ${name},`,
    lines: [
      'someone asked to create an Arredo account for this address, but it already has one.',
      `Sign in with the shop code ${shop} and the user name ${user}; if you forgot the password, set a new one here.`,
    ],
    action: 'Set a new password',
    expiry: (minutes) => `The link works once, within ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this mail: nothing changes.',
  }),
  it: ({ shop, user }) => ({
    subject: 'Hai già un account Arredo',
    greeting: (name) => `Buongiorno ${name},`,
    lines: [
      'è stato chiesto di creare un account Arredo per questo indirizzo, ma ne esiste già uno.',
      `Accedi con il codice negozio ${shop} e il nome utente ${user}; se hai dimenticato la password, impostane una nuova qui.`,
    ],
    action: 'Imposta una nuova password',
    expiry: (minutes) => `Il link funziona una sola volta, entro ${minutes} minuti.`,
    ignore: 'Se non sei stato tu, ignora questa mail: non cambia nulla.',
  }),
  de: ({ shop, user }) => ({
    subject: 'Sie haben bereits ein Arredo-Konto',
    greeting: (name) => `Hallo ${name},`,
    lines: [
      'für diese Adresse wurde ein Arredo-Konto angefordert, es gibt aber bereits eines.',
      `Melden Sie sich mit dem Shop-Code ${shop} und dem Benutzernamen ${user} an; falls Sie das Passwort vergessen haben, legen Sie hier ein neues fest.`,
    ],
    action: 'Neues Passwort festlegen',
    expiry: (minutes) => `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten.`,
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: es ändert sich nichts.',
  }),
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function compose(to: string, name: string, texts: Texts, link: string, minutes: number): MailMessage {
  const paragraphs = [texts.greeting(name), ...texts.lines];
  const text = [
    ...paragraphs,
    '',
    `${texts.action}: ${link}`,
    '',
    texts.expiry(minutes),
    texts.ignore,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.expiry(minutes))}<br>${escapeHtml(texts.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text, html };
}

export interface AccountMailInput {
  to: string;
  /** How to greet: the person's name, else their address. */
  name: string;
  language: MailLanguage;
  link: string;
  minutes: number;
}

export const resetMail = (input: AccountMailInput & { shop: string; user: string }): MailMessage =>
  compose(input.to, input.name, reset[input.language](input), input.link, input.minutes);

export const registerMail = (input: AccountMailInput): MailMessage =>
  compose(input.to, input.name, register[input.language], input.link, input.minutes);

export const alreadyRegisteredMail = (
  input: AccountMailInput & { shop: string; user: string },
): MailMessage =>
  compose(input.to, input.name, alreadyRegistered[input.language](input), input.link, input.minutes);
