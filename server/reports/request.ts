// The report requests of spec 7: the report-engine call (json1, json2, jsonViewmaker, dsparam,
// idProject, reportName, fileName, format) and the legacy module command jPrjCreatePDFDevExpress
// (wprinterPars, reportname, idProject). Both become one ReportJob for the renderer.
import { loadProject, ProjectLoadError } from '../../core/project/load';
import type { Project } from '../../core/project/schema';
import { ApiError } from '../api/errors';
import { parseJsonText } from '../limits/json-text';

import {
  NOT_A_PROJECT,
  type DevExpressRequest,
  type DsParam,
  type OfferMeasures,
  type ReportRequest,
} from '../../core/project/reportRequests';

// The shapes are core's (shared with the browser's client); the server's modules import them here.
export * from '../../core/project/reportRequests';

/** What the renderer needs, whichever request shape it came from. */
export interface ReportJob {
  project: Project;
  viewmaker: unknown;
  params: DsParam[];
  idProject?: string;
  reportName?: string;
  fileName?: string;
  lang?: string;
  validity?: number;
  measures?: OfferMeasures;
}

export function jobFromReportRequest(body: ReportRequest): ReportJob {
  const project = parseProjectDocument(body.json1);
  if (body.json2 !== undefined) parseProjectDocument(body.json2);
  return {
    project,
    viewmaker: jsonOrUndefined(body.jsonViewmaker),
    params: body.dsparam,
    idProject: body.idProject === undefined ? undefined : String(body.idProject),
    reportName: body.reportName,
    fileName: body.fileName,
    lang: body.lang ?? paramText(body.dsparam, 'lang', 'language'),
    validity: body.validity ?? paramDays(body.dsparam),
    ...(body.measures ? { measures: body.measures } : {}),
  };
}

export function jobFromDevExpress(body: DevExpressRequest): ReportJob {
  const pars = body.wprinterPars;
  return jobFromReportRequest({
    json1: pars.json1,
    json2: pars.json2,
    jsonViewmaker: pars.jsonViewmaker,
    dsparam: pars.dsparam,
    idProject: body.idProject,
    reportName: body.reportname,
    fileName: pars.fileName,
    format: pars.format,
  });
}

/** A project object, or its JSON text (legacy callers serialise it); anything else is refused. */
export function parseProjectDocument(value: unknown): Project {
  let document = value;
  if (typeof value === 'string') {
    document = parseJsonText(value, 'The project', () => new ProjectLoadError(NOT_A_PROJECT));
  }
  return loadProject(document);
}

function jsonOrUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseJsonText(value, 'jsonViewmaker', () => new Error('not JSON'));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return undefined;
  }
}

/** The value of the first dsparam with one of these names (case-insensitive), as text. */
export function paramText(params: readonly DsParam[], ...names: string[]): string | undefined {
  const wanted = names.map((name) => name.toLowerCase());
  const found = params.find((param) => wanted.includes(param.name.toLowerCase()));
  if (found?.value === undefined || found.value === null) return undefined;
  const text = String(found.value).trim();
  return text === '' ? undefined : text;
}

/** dsparam `validity` as whole days (0 to 3650); anything else is ignored. */
function paramDays(params: readonly DsParam[]): number | undefined {
  const text = paramText(params, 'validity');
  if (text === undefined || !/^\d{1,4}$/.test(text)) return undefined;
  const days = Number(text);
  return days <= 3650 ? days : undefined;
}
