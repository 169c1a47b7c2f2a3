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

/** A linked mail's own words; the greeting and the link's expiry are every mail's (`common`). */
interface Texts {
  subject: string;
  lines: string[];
  action: string;
  ignore: string;
}

interface CommonTexts {
  greeting: (name: string) => string;
  expiry: (minutes: number) => string;
}

/** What every account mail of a language says: the greeting, and how long the link works. */
const common: Record<MailLanguage, CommonTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    expiry: (minutes) => `The link works once, within ${minutes} minutes.`,
  },
  it: {
    greeting: (name) => `Buongiorno ${name},`,
    expiry: (minutes) => `Il link funziona una sola volta, entro ${minutes} minuti.`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    expiry: (minutes) => `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten.`,
  },
};

const reset: Record<MailLanguage, (login: { shop: string; user: string }) => Texts> = {
  en: ({ shop, user }) => ({
    subject: 'Set a new Arredo password',
    lines: [
      'someone asked to set a new password for your Arredo account.',
      `You sign in with the shop code ${shop} and the user name ${user}.`,
    ],
    action: 'Set a new password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
  it: ({ shop, user }) => ({
    subject: 'Imposta una nuova password Arredo',
    lines: [
      'è stata chiesta una nuova password per il tuo account Arredo.',
      `Accedi con il codice negozio ${shop} e il nome utente ${user}.`,
    ],
    action: 'Imposta una nuova password',
    ignore: 'Se non sei stato tu, ignora questa mail: la password resta invariata.',
  }),
  de: ({ shop, user }) => ({
    subject: 'Neues Arredo-Passwort festlegen',
    lines: [
      'für Ihr Arredo-Konto wurde ein neues Passwort angefordert.',
      `Sie melden sich mit dem Shop-Code ${shop} und dem Benutzernamen ${user} an.`,
    ],
    action: 'Neues Passwort festlegen',
    ignore:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: Ihr Passwort bleibt unverändert.',
  }),
};

const register: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Create your Arredo account',
    lines: [
      'to turn your guest visit into an Arredo account, choose a password. Your projects come with you.',
    ],
    action: 'Create my account',
    ignore: 'If you did not ask for this, ignore this mail: no account is created.',
  },
  it: {
    subject: 'Crea il tuo account Arredo',
    lines: [
      'per trasformare la tua visita come ospite in un account Arredo, scegli una password. I tuoi progetti restano con te.',
    ],
    action: 'Crea il mio account',
    ignore: 'Se non sei stato tu, ignora questa mail: nessun account viene creato.',
  },
  de: {
    subject: 'Ihr Arredo-Konto anlegen',
    lines: [
      'um aus Ihrem Gastbesuch ein Arredo-Konto zu machen, wählen Sie ein Passwort. Ihre Projekte kommen mit.',
    ],
    action: 'Mein Konto anlegen',
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: es wird kein Konto angelegt.',
  },
};

const alreadyRegistered: Record<MailLanguage, (login: { shop: string; user: string }) => Texts> = {
  en: ({ shop, user }) => ({
    subject: 'You already have an Arredo account',
    lines: [
      'someone asked to create an Arredo account for this address, but it already has one.',
      `Sign in with the shop code ${shop} and the user name ${user}; if you forgot the password, set a new one here.`,
    ],
    action: 'Set a new password',
    ignore: 'If you did not ask for this, ignore this mail: nothing changes.',
  }),
  it: ({ shop, user }) => ({
    subject: 'Hai già un account Arredo',
    lines: [
      'è stato chiesto di creare un account Arredo per questo indirizzo, ma ne esiste già uno.',
      `Accedi con il codice negozio ${shop} e il nome utente ${user}; se hai dimenticato la password, impostane una nuova qui.`,
    ],
    action: 'Imposta una nuova password',
    ignore: 'Se non sei stato tu, ignora questa mail: non cambia nulla.',
  }),
  de: ({ shop, user }) => ({
    subject: 'Sie haben bereits ein Arredo-Konto',
    lines: [
      'für diese Adresse wurde ein Arredo-Konto angefordert, es gibt aber bereits eines.',
      `Melden Sie sich mit dem Shop-Code ${shop} und dem Benutzernamen ${user} an; falls Sie das Passwort vergessen haben, legen Sie hier ein neues fest.`,
    ],
    action: 'Neues Passwort festlegen',
    ignore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: es ändert sich nichts.',
  }),
};

/** The account is held back after many wrong passwords: the link signs the user in with a new password. */
const unlock: Record<MailLanguage, (login: { shop: string; user: string }) => Texts> = {
  en: ({ shop, user }) => ({
    subject: 'Your Arredo account: many wrong passwords',
    lines: [
      `someone tried many wrong passwords for your Arredo account (shop code ${shop}, user name ${user}), so sign-ins from new places are held back for a while. Places you signed in from before still work.`,
      'To sign in from here now, set a new password with this link; the place you use it from is then known.',
    ],
    action: 'Set a new password and sign in',
    ignore: 'If the wrong passwords were yours, you may ignore this mail.',
  }),
  it: ({ shop, user }) => ({
    subject: 'Il tuo account Arredo: molte password errate',
    lines: [
      `qualcuno ha provato molte password errate per il tuo account Arredo (codice negozio ${shop}, nome utente ${user}), perciò gli accessi da luoghi nuovi sono trattenuti per un po'. I luoghi da cui hai già effettuato l'accesso funzionano ancora.`,
      'Per accedere subito da qui, imposta una nuova password con questo link; il luogo da cui lo usi diventa noto.',
    ],
    action: 'Imposta una nuova password e accedi',
    ignore: 'Se le password errate erano tue, puoi ignorare questa mail.',
  }),
  de: ({ shop, user }) => ({
    subject: 'Ihr Arredo-Konto: viele falsche Passwörter',
    lines: [
      `jemand hat viele falsche Passwörter für Ihr Arredo-Konto versucht (Shop-Code ${shop}, Benutzername ${user}), daher werden Anmeldungen von neuen Orten eine Weile zurückgehalten. Orte, von denen Sie sich schon angemeldet haben, funktionieren weiter.`,
      'Um sich jetzt von hier anzumelden, legen Sie mit diesem Link ein neues Passwort fest; der Ort, von dem Sie ihn nutzen, ist danach bekannt.',
    ],
    action: 'Neues Passwort festlegen und anmelden',
    ignore: 'Falls die falschen Passwörter von Ihnen waren, können Sie diese Mail ignorieren.',
  }),
};

/** A notice without a link: the sign-in e-mail address of an account was changed. */
const emailChanged: Record<
  MailLanguage,
  (change: { to: string; user: string }) => { subject: string; lines: string[] }
> = {
  en: ({ to, user }) => ({
    subject: 'The e-mail address of your Arredo account was changed',
    lines: [
      `the e-mail address of your Arredo account ${user} was changed to ${to}. Mails about the account go there from now on.`,
      'If you did not do this, contact your shop at once: someone may know your password.',
    ],
  }),
  it: ({ to, user }) => ({
    subject: "L'indirizzo e-mail del tuo account Arredo è stato cambiato",
    lines: [
      `l'indirizzo e-mail del tuo account Arredo ${user} è stato cambiato in ${to}. Le mail sull'account arriveranno lì d'ora in poi.`,
      'Se non sei stato tu, contatta subito il tuo negozio: qualcuno potrebbe conoscere la tua password.',
    ],
  }),
  de: ({ to, user }) => ({
    subject: 'Die E-Mail-Adresse Ihres Arredo-Kontos wurde geändert',
    lines: [
      `die E-Mail-Adresse Ihres Arredo-Kontos ${user} wurde in ${to} geändert. Mails zum Konto gehen ab jetzt dorthin.`,
      'Falls Sie das nicht waren, wenden Sie sich sofort an Ihren Shop: jemand kennt möglicherweise Ihr Passwort.',
    ],
  }),
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The HTML part around its lines (HTML already). */
const htmlDocument = (lines: string[]): string =>
  [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...lines,
    '</body></html>',
  ].join('\n');

function compose(input: AccountMailInput, texts: Texts): MailMessage {
  const { greeting, expiry } = common[input.language];
  const paragraphs = [greeting(input.name), ...texts.lines];
  const text = [
    ...paragraphs,
    '',
    `${texts.action}: ${input.link}`,
    '',
    expiry(input.minutes),
    texts.ignore,
    '',
  ].join('\n');
  const html = htmlDocument([
    ...paragraphs.map(paragraph),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(expiry(input.minutes))}<br>${escapeHtml(texts.ignore)}</p>`,
  ]);
  return { to: input.to, subject: texts.subject, text, html };
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
  compose(input, reset[input.language](input));

export const registerMail = (input: AccountMailInput): MailMessage =>
  compose(input, register[input.language]);

export const alreadyRegisteredMail = (
  input: AccountMailInput & { shop: string; user: string },
): MailMessage => compose(input, alreadyRegistered[input.language](input));

export const unlockMail = (input: AccountMailInput & { shop: string; user: string }): MailMessage =>
  compose(input, unlock[input.language](input));

/** To the old address when an account's e-mail changes (no link: it only tells). */
export function emailChangedMail(input: {
  to: string;
  newEmail: string;
  user: string;
  language: MailLanguage;
}): MailMessage {
  const texts = emailChanged[input.language]({ to: input.newEmail, user: input.user });
  const paragraphs = [common[input.language].greeting(input.to), ...texts.lines];
  return {
    to: input.to,
    subject: texts.subject,
    text: [...paragraphs, ''].join('\n'),
    html: htmlDocument(paragraphs.map(paragraph)),
  };
}
