// The application menu's own labels (window, clipboard, view) in the app's three interface languages;
// the labels of the app's commands come with the commands (core/embed/menu-commands.ts). Main keeps
// these few strings (the renderer's translation files are not loaded in main); language names are
// written in their own language, as every menu of languages does.
import type { HostMenuLanguage } from '../../core/embed/host';

export const MENU_LANGUAGES: readonly HostMenuLanguage[] = ['en', 'it', 'de'];

export const LANGUAGE_NAMES: Record<HostMenuLanguage, string> = {
  en: 'English',
  it: 'Italiano',
  de: 'Deutsch',
};

export interface MenuLabels {
  file: string;
  quit: string;
  edit: string;
  cut: string;
  copy: string;
  paste: string;
  selectAll: string;
  view: string;
  reload: string;
  devTools: string;
  resetZoom: string;
  zoomIn: string;
  zoomOut: string;
  fullScreen: string;
  language: string;
  about: string;
  hide: string;
  hideOthers: string;
  showAll: string;
  window: string;
  minimize: string;
  savePdfTitle: string;
  savePdfButton: string;
  pdfFilter: string;
}

export const MENU_LABELS: Record<HostMenuLanguage, MenuLabels> = {
  en: {
    file: '&File',
    quit: '&Quit',
    edit: '&Edit',
    cut: 'Cu&t',
    copy: '&Copy',
    paste: '&Paste',
    selectAll: 'Select &all',
    view: '&View',
    reload: '&Reload',
    devTools: 'Toggle &developer tools',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fullScreen: 'Full screen',
    language: '&Language',
    about: 'About Arredo',
    hide: 'Hide Arredo',
    hideOthers: 'Hide others',
    showAll: 'Show all',
    window: '&Window',
    minimize: 'Minimise',
    savePdfTitle: 'Save PDF',
    savePdfButton: 'Save',
    pdfFilter: 'PDF document',
  },
  it: {
    file: '&File',
    quit: '&Esci',
    edit: '&Modifica',
    cut: '&Taglia',
    copy: '&Copia',
    paste: 'I&ncolla',
    selectAll: 'Seleziona &tutto',
    view: '&Visualizza',
    reload: '&Ricarica',
    devTools: 'Strumenti per &sviluppatori',
    resetZoom: 'Dimensioni reali',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    fullScreen: 'Schermo intero',
    language: '&Lingua',
    about: 'Informazioni su Arredo',
    hide: 'Nascondi Arredo',
    hideOthers: 'Nascondi altre',
    showAll: 'Mostra tutte',
    window: '&Finestra',
    minimize: 'Riduci a icona',
    savePdfTitle: 'Salva PDF',
    savePdfButton: 'Salva',
    pdfFilter: 'Documento PDF',
  },
  de: {
    file: '&Datei',
    quit: '&Beenden',
    edit: '&Bearbeiten',
    cut: '&Ausschneiden',
    copy: '&Kopieren',
    paste: '&Einfügen',
    selectAll: 'Alles a&uswählen',
    view: '&Ansicht',
    reload: '&Neu laden',
    devTools: '&Entwicklertools',
    resetZoom: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fullScreen: 'Vollbild',
    language: '&Sprache',
    about: 'Über Arredo',
    hide: 'Arredo ausblenden',
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    window: '&Fenster',
    minimize: 'Minimieren',
    savePdfTitle: 'PDF speichern',
    savePdfButton: 'Speichern',
    pdfFilter: 'PDF-Dokument',
  },
};

/** The menu language for the app's language code ('it', 'de-CH', 'd'); English for any other. */
export function menuLanguageFor(code: string): HostMenuLanguage {
  const primary = code.trim().replace(/_/g, '-').split('-')[0]!.toLowerCase();
  if (primary === 'd') return 'de';
  return (MENU_LANGUAGES as readonly string[]).includes(primary) ? (primary as HostMenuLanguage) : 'en';
}
