import { describe, expect, it } from 'vitest';
import { ProjectLoadError } from '../../core/project/load';
import {
  DevExpressRequest,
  NOT_A_PROJECT,
  ReportRequest,
  jobFromDevExpress,
  jobFromReportRequest,
  paramText,
  parseProjectDocument,
} from './request';

const project = { schemaVersion: 2, id: 12, rows: [] };

describe('ReportRequest', () => {
  it('defaults the format to PDF and accepts it in any case', () => {
    expect(ReportRequest.parse({ json1: project }).format).toBe('PDF');
    expect(ReportRequest.parse({ json1: project, format: 'pdf' }).format).toBe('PDF');
  });

  it('refuses other formats with a clear message', () => {
    const result = ReportRequest.safeParse({ json1: project, format: 'XLSX' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Only PDF reports are supported: leave format out or send "PDF"',
    );
  });

  it('needs json1, and dsparam entries need a name', () => {
    expect(ReportRequest.safeParse({}).error?.issues[0]?.message).toBe(NOT_A_PROJECT);
    expect(ReportRequest.safeParse({ json1: project, dsparam: [{ name: ' ' }] }).success).toBe(false);
    expect(ReportRequest.safeParse({ json1: project, validity: -1 }).success).toBe(false);
  });
});

describe('jobFromReportRequest', () => {
  it('reads the projects, the language and validity (body first, then dsparam)', () => {
    const job = jobFromReportRequest(
      ReportRequest.parse({
        json1: JSON.stringify(project),
        json2: project,
        jsonViewmaker: '{"views":[]}',
        dsparam: [
          { name: 'Language', value: 'it' },
          { name: 'VALIDITY', value: '15' },
        ],
        idProject: 12,
        fileName: 'a.pdf',
      }),
    );
    expect(job.project.id).toBe(12);
    expect(job.viewmaker).toEqual({ views: [] });
    expect(job).toMatchObject({ lang: 'it', validity: 15, idProject: '12', fileName: 'a.pdf' });
    const explicit = jobFromReportRequest(
      ReportRequest.parse({
        json1: project,
        lang: 'de',
        validity: 5,
        dsparam: [{ name: 'lang', value: 'it' }],
      }),
    );
    expect(explicit).toMatchObject({ lang: 'de', validity: 5 });
  });

  it('ignores a dsparam validity that is not whole days', () => {
    for (const value of ['abc', '-3', '1.5', '99999']) {
      const job = jobFromReportRequest(
        ReportRequest.parse({ json1: project, dsparam: [{ name: 'validity', value }] }),
      );
      expect(job.validity).toBeUndefined();
    }
  });

  it('refuses a json2 that is not a project', () => {
    expect(() => jobFromReportRequest(ReportRequest.parse({ json1: project, json2: 'nope' }))).toThrow(
      NOT_A_PROJECT,
    );
  });
});

describe('jobFromDevExpress', () => {
  it('maps wprinterPars, reportname and idProject onto the same job', () => {
    const body = DevExpressRequest.parse({
      wprinterPars: {
        sitePath: '/site',
        userId: 3,
        json1: project,
        json2: project,
        jsonViewmaker: { views: [] },
        dsparam: [{ name: 'lang', value: 'de' }],
        format: 'PDF',
        fileName: 'x.pdf',
      },
      reportname: 'Offer',
      idProject: 'P-9',
    });
    expect(jobFromDevExpress(body)).toMatchObject({
      reportName: 'Offer',
      idProject: 'P-9',
      fileName: 'x.pdf',
      lang: 'de',
      viewmaker: { views: [] },
    });
  });

  it('refuses a non-PDF legacy format', () => {
    const result = DevExpressRequest.safeParse({ wprinterPars: { json1: project, format: 'RTF' } });
    expect(result.success).toBe(false);
  });
});

describe('parseProjectDocument', () => {
  it('accepts objects and JSON text, refuses anything else', () => {
    expect(parseProjectDocument(project).id).toBe(12);
    expect(parseProjectDocument(JSON.stringify(project)).id).toBe(12);
    for (const bad of [42, 'x', '[]', [], true]) {
      expect(() => parseProjectDocument(bad)).toThrow(new ProjectLoadError(NOT_A_PROJECT));
    }
  });
});

describe('paramText', () => {
  it('matches names case-insensitively and ignores empty values', () => {
    const params = [
      { name: 'A', value: '  ' },
      { name: 'b', value: 7 },
      { name: 'c', value: null },
    ];
    expect(paramText(params, 'a')).toBeUndefined();
    expect(paramText(params, 'B')).toBe('7');
    expect(paramText(params, 'c')).toBeUndefined();
    expect(paramText(params, 'x', 'b')).toBe('7');
  });
});
