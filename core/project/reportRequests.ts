// The report requests of spec 7 and their reply, as zod schemas: the report-engine call (json1,
// json2, jsonViewmaker, dsparam, idProject, reportName, fileName, format) and the legacy module
// command jPrjCreatePDFDevExpress (wprinterPars, reportname, idProject). The server validates and
// documents with them (server/reports/request.ts), the browser's client takes its types from them.
import { z } from 'zod';

/** Only PDF is rendered here (spec 9: default format PDF). */
export const SUPPORTED_FORMAT = 'PDF';
export const NOT_A_PROJECT = 'Project inputs must be project objects';

const format = z
  .string()
  .trim()
  .default(SUPPORTED_FORMAT)
  .refine((value) => value.toUpperCase() === SUPPORTED_FORMAT, {
    message: 'Only PDF reports are supported: leave format out or send "PDF"',
  })
  .transform(() => SUPPORTED_FORMAT);

/** A report parameter: its name and the selected value. */
export const DsParam = z.object({
  name: z.string().trim().min(1, 'A dsparam entry needs a name').max(100),
  value: z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]).optional(),
});
export type DsParam = z.infer<typeof DsParam>;

const projectDocument = z
  .unknown()
  .refine((value) => value !== undefined && value !== null, { message: NOT_A_PROJECT })
  .describe('A project object (spec 3), or its JSON text');
const optionalDocument = z.unknown().optional();
const idProject = z.union([z.string().trim().max(100), z.number().int()]).optional();
const fileName = z.string().max(1000).optional().describe('Download name; default order_merge.pdf');

/** The units an offer prints lengths in: the person's (user settings), EX for inches. */
export const OfferMeasures = z
  .object({
    length: z.string().trim().max(4).describe('MM (default) or EX (inches)'),
    lengthDecimals: z.number().int().min(0).max(6).optional(),
  })
  .meta({ id: 'OfferMeasures' });
export type OfferMeasures = z.infer<typeof OfferMeasures>;

export const ReportRequest = z
  .object({
    json1: projectDocument,
    json2: optionalDocument.describe('A second project document (optionally identical to json1)'),
    jsonViewmaker: optionalDocument.describe(
      'View-maker views; its first PNG/JPEG picture is used when the project has none',
    ),
    dsparam: z.array(DsParam).max(200).default([]),
    idProject,
    reportName: z.string().trim().max(200).optional(),
    fileName,
    format,
    lang: z.string().trim().max(35).optional().describe('Label language: en (default), it, de'),
    validity: z.number().int().min(0).max(3650).optional().describe('Days the offer is valid; default 30'),
    measures: OfferMeasures.optional().describe('Units lengths print in; default millimetres'),
  })
  .meta({ id: 'ReportRequest' });
export type ReportRequest = z.infer<typeof ReportRequest>;

export const DevExpressRequest = z
  .object({
    wprinterPars: z.object({
      sitePath: z.string().max(500).optional(),
      userId: z.union([z.string().max(100), z.number()]).optional(),
      json1: projectDocument,
      json2: optionalDocument,
      jsonViewmaker: optionalDocument,
      dsparam: z.array(DsParam).max(200).default([]),
      format,
      fileName,
    }),
    reportname: z.string().trim().max(200).optional(),
    idProject,
  })
  .meta({ id: 'DevExpressRequest' });
export type DevExpressRequest = z.infer<typeof DevExpressRequest>;

export const ReportReply = z
  .object({
    url: z.string().describe('GET it (as a blob) to download the PDF'),
    fileName: z.string(),
  })
  .meta({ id: 'ReportReply' });
