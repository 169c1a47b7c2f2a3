// The offer PDF of a STORED project (spec 7: "PDF: creation with project id, catalog, customer, name,
// semicolon-joined print codes, validity"). The route loads the project with the caller's read
// rights; this module turns the stored project and the request into one ReportJob.
import { z } from 'zod';
import type { Project } from '../../core/project/schema';
import { OfferMeasures, type ReportJob } from './request';

export const OfferPdfBody = z
  .object({
    catalog: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe('Print only the rows of this catalogue (code, any case)'),
    customer: z
      .string()
      .trim()
      .min(1)
      .max(320)
      .optional()
      .describe('Customer code (e-mail) printed as the customer; default the project one'),
    name: z.string().trim().min(1).max(1000).optional().describe('Download name; default order_merge.pdf'),
    printCodes: z
      .string()
      .max(4000)
      .optional()
      .describe('Semicolon-joined codes ("A;B"): print only rows whose code or uniqueid is listed'),
    validity: z.number().int().min(0).max(3650).optional().describe('Days the offer is valid; default 30'),
    lang: z.string().trim().max(35).optional().describe('Label language: en (default), it, de'),
    measures: OfferMeasures.optional().describe('Units lengths print in; default millimetres'),
    reportName: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe(
        'EtichettaCollo, BOMDettaglioBox, 501Sx, 502Dx or 503 for a customer document; else the offer',
      ),
  })
  .meta({ id: 'OfferPdfRequest' });
export type OfferPdfBody = z.infer<typeof OfferPdfBody>;

/** "A; b;;C" -> ['A', 'B', 'C']: trimmed, upper-cased, empties dropped. */
export function splitPrintCodes(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(';')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * The project as printed: rows filtered by catalogue and print codes (their customer rows go with
 * them), the customer replaced when the request names one. An address is kept only when it is that
 * customer's (same e-mail), so another customer's address is never printed.
 */
export function projectForOffer(project: Project, body: OfferPdfBody): Project {
  const catalog = body.catalog?.toUpperCase();
  const codes = new Set(splitPrintCodes(body.printCodes));
  const rows = project.rows.filter(
    (row) =>
      (!catalog || row.catalog.toUpperCase() === catalog) &&
      (codes.size === 0 ||
        codes.has(String(row.uniqueid).toUpperCase()) ||
        (row.cod !== undefined && codes.has(row.cod.toUpperCase()))),
  );
  const kept = new Set(rows.map((row) => String(row.uniqueid)));
  const fields = project.customerFields;
  const customerRows = fields.rows?.filter((row) => kept.has(String(row.uniqueid)));
  // Services and catalogue discounts of other catalogues are not part of a one-catalogue offer.
  const ofCatalog = <T>(byCatalog: Record<string, T>) =>
    catalog
      ? Object.fromEntries(Object.entries(byCatalog).filter(([key]) => key.toUpperCase() === catalog))
      : byCatalog;
  const printed: Project = {
    ...project,
    rows,
    customerFields: {
      ...fields,
      servicesRows: ofCatalog(fields.servicesRows),
      catalogsRows: ofCatalog(fields.catalogsRows),
      ...(customerRows ? { rows: customerRows } : {}),
    },
  };
  if (body.customer === undefined) return printed;
  const sameCustomer = project.orderaddress[0]?.email?.toLowerCase() === body.customer.toLowerCase();
  return {
    ...printed,
    customercod: body.customer,
    orderaddress: sameCustomer ? project.orderaddress : [],
  };
}

export function jobFromStoredProject(project: Project, body: OfferPdfBody): ReportJob {
  return {
    project: projectForOffer(project, body),
    // A stored view-maker picture (server/views) stands in when the project has none of its own.
    viewmaker: (project as Record<string, unknown>).viewmaker ?? project.engine_views,
    params: [],
    idProject: project.id === undefined ? undefined : String(project.id),
    reportName: body.reportName,
    fileName: body.name,
    lang: body.lang,
    validity: body.validity,
    ...(body.measures ? { measures: body.measures } : {}),
  };
}
