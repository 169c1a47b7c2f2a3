// Printed texts of the customer documents (en, it, de), beside the offer's own labels (../labels.ts).
import type { OfferLanguage } from '../labels';
import type { CustomerDocument } from './names';

export interface DocumentTexts {
  title: Record<CustomerDocument, string>;
  /** One sentence under the title: what the document lists. */
  purpose: Record<CustomerDocument, string>;
  project: string;
  customer: string;
  date: string;
  box: string;
  code: string;
  description: string;
  configuration: string;
  quantity: string;
  perBox: string;
  total: string;
  level: string;
  hand: string;
  left: string;
  right: string;
  none: string;
  checked: string;
  components: string;
  noComponents: string;
  empty: string;
  packages: (count: number) => string;
  /** "Package 3 of 12". */
  packageOf: (n: number, m: number) => string;
  page: (n: number, m: number) => string;
  receivedBy: string;
  deliveredBy: string;
}

const en: DocumentTexts = {
  title: {
    EtichettaCollo: 'Package label',
    BOMDettaglioBox: 'Bill of materials per box',
    '501Sx': '501 Left-hand items (Sx)',
    '502Dx': '502 Right-hand items (Dx)',
    '503': '503 Items without a hand',
  },
  purpose: {
    EtichettaCollo: 'One label per package.',
    BOMDettaglioBox: 'Every box with the components it is made of.',
    '501Sx': 'Boxes whose hinges, opening or side are on the left.',
    '502Dx': 'Boxes whose hinges, opening or side are on the right.',
    '503': 'Boxes with no left or right version.',
  },
  project: 'Project',
  customer: 'Customer',
  date: 'Date',
  box: 'Box',
  code: 'Code',
  description: 'Description',
  configuration: 'Configuration',
  quantity: 'Qty',
  perBox: 'Per box',
  total: 'Total',
  level: 'Level',
  hand: 'Hand',
  left: 'Left',
  right: 'Right',
  none: 'None',
  checked: 'Checked',
  components: 'Components',
  noComponents: 'No components beyond the article itself.',
  empty: 'No box of this project belongs in this document.',
  packages: (count) => (count === 1 ? '1 package' : `${count} packages`),
  packageOf: (n, m) => `Package ${n} of ${m}`,
  page: (n, m) => `Page ${n} of ${m}`,
  receivedBy: 'Received by',
  deliveredBy: 'Prepared by',
};

const it: DocumentTexts = {
  title: {
    EtichettaCollo: 'Etichetta collo',
    BOMDettaglioBox: 'Distinta base per box',
    '501Sx': '501 Articoli sinistri (Sx)',
    '502Dx': '502 Articoli destri (Dx)',
    '503': '503 Articoli senza mano',
  },
  purpose: {
    EtichettaCollo: 'Un’etichetta per collo.',
    BOMDettaglioBox: 'Ogni box con i componenti di cui è fatto.',
    '501Sx': 'Box con cerniere, apertura o lato a sinistra.',
    '502Dx': 'Box con cerniere, apertura o lato a destra.',
    '503': 'Box senza versione sinistra o destra.',
  },
  project: 'Progetto',
  customer: 'Cliente',
  date: 'Data',
  box: 'Box',
  code: 'Codice',
  description: 'Descrizione',
  configuration: 'Configurazione',
  quantity: 'Q.tà',
  perBox: 'Per box',
  total: 'Totale',
  level: 'Livello',
  hand: 'Mano',
  left: 'Sinistra',
  right: 'Destra',
  none: 'Nessuna',
  checked: 'Controllato',
  components: 'Componenti',
  noComponents: 'Nessun componente oltre all’articolo stesso.',
  empty: 'Nessun box di questo progetto appartiene a questo documento.',
  packages: (count) => (count === 1 ? '1 collo' : `${count} colli`),
  packageOf: (n, m) => `Collo ${n} di ${m}`,
  page: (n, m) => `Pagina ${n} di ${m}`,
  receivedBy: 'Ricevuto da',
  deliveredBy: 'Preparato da',
};

const de: DocumentTexts = {
  title: {
    EtichettaCollo: 'Packstück-Etikett',
    BOMDettaglioBox: 'Stückliste je Korpus',
    '501Sx': '501 Linke Ausführungen (Sx)',
    '502Dx': '502 Rechte Ausführungen (Dx)',
    '503': '503 Ausführungen ohne Anschlag',
  },
  purpose: {
    EtichettaCollo: 'Ein Etikett je Packstück.',
    BOMDettaglioBox: 'Jeder Korpus mit den Teilen, aus denen er besteht.',
    '501Sx': 'Korpusse mit Anschlag, Öffnung oder Seite links.',
    '502Dx': 'Korpusse mit Anschlag, Öffnung oder Seite rechts.',
    '503': 'Korpusse ohne linke oder rechte Ausführung.',
  },
  project: 'Projekt',
  customer: 'Kunde',
  date: 'Datum',
  box: 'Korpus',
  code: 'Code',
  description: 'Beschreibung',
  configuration: 'Ausführung',
  quantity: 'Menge',
  perBox: 'Je Korpus',
  total: 'Gesamt',
  level: 'Ebene',
  hand: 'Anschlag',
  left: 'Links',
  right: 'Rechts',
  none: 'Keiner',
  checked: 'Geprüft',
  components: 'Teile',
  noComponents: 'Keine Teile außer dem Artikel selbst.',
  empty: 'Kein Korpus dieses Projekts gehört in dieses Dokument.',
  packages: (count) => (count === 1 ? '1 Packstück' : `${count} Packstücke`),
  packageOf: (n, m) => `Packstück ${n} von ${m}`,
  page: (n, m) => `Seite ${n} von ${m}`,
  receivedBy: 'Empfangen von',
  deliveredBy: 'Vorbereitet von',
};

const TABLES: Record<OfferLanguage, DocumentTexts> = { en, it, de };

export function documentTexts(language: OfferLanguage): DocumentTexts {
  return TABLES[language];
}
