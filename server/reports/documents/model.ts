// Project -> the data of a customer document (spec 2's openPDF documents): the boxes (project rows)
// with their configuration in words, hand and components, and for the labels one entry per package.
// No amounts: these are production and delivery papers. The PDF layout lives in render-*.ts.
import { formatDay } from '../../../core/locale/format';
import { numberLocale } from '../../../core/locale/languages';
import type { Project, Row } from '../../../core/project/schema';
import { type CatalogTexts, NO_CATALOG_TEXTS, localName } from '../catalog-texts';
import { type OfferLanguage, offerLabels } from '../labels';
import { customerParty, numberFormatter, rowName, type OfferParty } from '../offer-model';
import { rowVariantPairs } from '../../../core/project/row';
import { rowCloset } from '../../../core/project/closetRows';
import { closetParts, cutList } from '../../../core/closet/parts';
import { panelLineText } from '../../../core/closet/messages';
import { closetPackages, packageContentText, packageGroupText } from '../../../core/closet/packages';
import { formatVariants } from '../variants';
import type { CustomerDocument } from './names';
import { type DocumentTexts, documentTexts } from './texts';

/** The variables that say which hand a box is (sample catalogues: kitchen HINGE and SIDE, doors OPENING). */
export const HAND_VARIABLES = ['HINGE', 'OPENING', 'SIDE'] as const;
export type Hand = 'L' | 'R';

export interface DocumentComponent {
  level: number;
  code: string;
  description: string;
  perBox: string;
  total: string;
}

export interface DocumentBox {
  /** The row's box id, else its position (1-based) in the project. */
  box: string;
  rowId: string;
  catalog: string;
  catalogName: string;
  code: string;
  description: string;
  configuration: string;
  /** How many of this box the customer takes (the customer row's qt, default 1). */
  quantity: number;
  hand: Hand | null;
  /** The ERP lines below the article itself (level 1+): what the box is made of beside its carcass. */
  components: DocumentComponent[];
}

export interface DocumentPackage {
  box: DocumentBox;
  /** 1-based number of this package in the delivery, and the delivery's count. */
  n: number;
  of: number;
  /** What a closet's package holds (core/closet/packages.ts); other boxes travel as one package. */
  contents?: PackageContents;
}

export interface PackageContents {
  /** "Carcass", "Fronts"... */
  group: string;
  /** One line a kind of part: "2 × Side panel 2500 × 600 × 18 mm, banded edges: 1". */
  lines: string[];
  /** The package's weight in words ("34.1 kg"), empty for the fittings. */
  weight: string;
}

export interface CustomerDocumentModel {
  kind: CustomerDocument;
  language: OfferLanguage;
  texts: DocumentTexts;
  number: string;
  projectTitle: string;
  date: string;
  shop: OfferParty;
  customer: OfferParty | null;
  /** The boxes this document lists (501Sx left, 502Dx right, 503 neither, the rest all). */
  boxes: DocumentBox[];
  /** EtichettaCollo: one package per unit of every box, numbered through the delivery. */
  packages: DocumentPackage[];
}

export interface DocumentOptions {
  language: OfferLanguage;
  today: Date;
  shop: OfferParty;
  /** Document number when the project has no id (the request's idProject). */
  number?: string;
  texts?: CatalogTexts;
}

/** A box's hand from the first hand variable it has with value L or R (any case). */
export function handOf(row: Pick<Row, 'var' | 'rule'>): Hand | null {
  const pairs = new Map(
    rowVariantPairs(row).map(([name, value]) => [name.toUpperCase(), value.trim().toUpperCase()]),
  );
  for (const name of HAND_VARIABLES) {
    const value = pairs.get(name);
    if (value === 'L' || value === 'R') return value;
  }
  return null;
}

const WANTED_HAND: Partial<Record<CustomerDocument, Hand | null>> = {
  '501Sx': 'L',
  '502Dx': 'R',
  '503': null,
};

export function buildCustomerDocument(
  project: Project,
  kind: CustomerDocument,
  options: DocumentOptions,
): CustomerDocumentModel {
  const texts = documentTexts(options.language);
  const catalogTexts = options.texts ?? NO_CATALOG_TEXTS;
  const labels = offerLabels(options.language);
  const number = numberFormatter(numberLocale(options.language, project.currency));
  const quantities = new Map(
    (project.customerFields.rows ?? []).map((row) => [String(row.uniqueid), row.qt] as const),
  );

  const all = project.rows
    // skipBasket rows are not ordered (the offer leaves them out too): nothing to make or deliver.
    .filter((row) => !row.skipBasket)
    .map((row, index): DocumentBox => {
      const [main, ...rest] = row.erp;
      const quantity = quantities.get(String(row.uniqueid)) ?? 1;
      return {
        box: String(row.boxid ?? index + 1),
        rowId: String(row.uniqueid),
        catalog: row.catalog,
        catalogName: catalogTexts.catalogName(row.catalog, options.language) ?? row.catalog,
        code: row.cod || main?.cod || row.model || '',
        description:
          localName(catalogTexts, row.catalog, row.cod ?? '', main?.des ?? '', options.language) ??
          localName(catalogTexts, row.catalog, row.model ?? '', main?.des ?? '', options.language) ??
          (main?.des || row.des || rowName(row)),
        configuration: formatVariants(row, options.language, catalogTexts, labels),
        quantity,
        hand: handOf(row),
        components: rest
          .filter((line) => line.level >= 1)
          .map((line) => ({
            level: line.level,
            code: line.cod,
            description:
              localName(catalogTexts, row.catalog, line.cod, line.des ?? '', options.language) ?? line.des,
            perBox: number(String(line.qt)),
            total: number(String(line.qt * quantity)),
          }))
          // A closet's cut list: the same panels as the closet tool's BOM dialog (core's parts).
          .concat(
            closetPanels(row).map((panel) => ({
              level: 2,
              code: panel.kind.toUpperCase(),
              description: panelLineText(panel, options.language),
              perBox: number(String(panel.quantity)),
              total: number(String(panel.quantity * quantity)),
            })),
          ),
      };
    });
  const wanted = WANTED_HAND[kind];
  const boxes = wanted === undefined ? all : all.filter((box) => box.hand === wanted);
  const packages: DocumentPackage[] = [];
  if (kind === 'EtichettaCollo') {
    // A closet is delivered in the packages core packs its parts in; any other box in one.
    const rows = new Map(project.rows.map((row) => [String(row.uniqueid), row] as const));
    const contents = (box: DocumentBox): (PackageContents | undefined)[] => {
      const packed = closetPackagesOf(rows.get(box.rowId));
      return packed.length === 0
        ? [undefined]
        : packed.map((pkg) => ({
            group: packageGroupText(pkg.group, options.language),
            lines: packageContentText(pkg, options.language),
            weight: pkg.weight > 0 ? `${number(String(pkg.weight))} kg` : '',
          }));
    };
    const units = boxes.flatMap((box) =>
      Array.from({ length: Math.ceil(box.quantity) }, () => contents(box).map((c) => ({ box, c }))).flat(),
    );
    units.forEach(({ box, c }, index) =>
      packages.push({ box, n: index + 1, of: units.length, ...(c ? { contents: c } : {}) }),
    );
  }
  return {
    kind,
    language: options.language,
    texts,
    number: String(project.id ?? options.number ?? ''),
    projectTitle: project.des?.trim() ?? '',
    date: formatDay(options.today, options.language, 'UTC'),
    shop: options.shop,
    customer: customerParty(project.orderaddress[0], project.customercod, labels),
    boxes,
    packages,
  };
}

/** The delivery packages of a closet row (empty for other rows, and for a closet core cannot read). */
function closetPackagesOf(row: Row | undefined) {
  try {
    const model = row && rowCloset(row);
    return model ? closetPackages(closetParts(model)) : [];
  } catch {
    return [];
  }
}

/** The cut list of a closet row (empty for other rows, and for a closet core cannot read). */
function closetPanels(row: Row) {
  try {
    const model = rowCloset(row);
    return model ? cutList(closetParts(model)) : [];
  } catch {
    return [];
  }
}
