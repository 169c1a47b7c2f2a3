// Reading offer PDFs back: pdftotext for the text, pdftoppm for page pictures (poppler-utils).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** PDFs and page PNGs of the test runs are kept here for looking at (not committed). */
export const RESULTS_DIR = fileURLToPath(new URL('../../test-results/reports/', import.meta.url));

/** Saves the PDF under test-results/reports and returns its path. */
export function keepPdf(name: string, pdf: Uint8Array): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

/** `pdftotext -layout`, with the non-breaking spaces of Intl's formatting read as plain spaces. */
export function pdfText(path: string): string {
  return normalizeSpaces(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
}

export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** Renders every page as PNG at 60 dpi next to the PDF; returns the PNG file names. */
export function pagePictures(path: string, name: string): string[] {
  const own = (file: string) => file.startsWith(`${name}-`) && file.endsWith('.png');
  for (const file of readdirSync(RESULTS_DIR).filter(own)) rmSync(join(RESULTS_DIR, file));
  execFileSync('pdftoppm', ['-png', '-r', '60', path, join(RESULTS_DIR, name)]);
  return readdirSync(RESULTS_DIR).filter(own).sort();
}

/** Page count from pdfinfo. */
export function pageCount(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}
