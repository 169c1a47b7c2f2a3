import { describe, expect, it } from 'vitest';
import { loadProject } from '../../core/project/load';
import { cleanForPrinting } from './clean';
import { designerUrl } from './index';

const project = loadProject({
  schemaVersion: 2,
  des: 'Bagno',
  img: 'data:image/png;base64,AAAA',
  engine_views: { views: [] },
  viewmaker: [{ camera: 'front' }],
  history: [{ catalog: 'KITCHEN' }],
  rows: [
    {
      uniqueid: 'r1',
      catalog: 'KITCHEN',
      img: 'data:image/png;base64,BBBB',
      custom: { photo: 'data:image/jpeg;base64,CCCC', note: 'keep' },
      erp: [{ level: 0, cod: 'A', qt: 1, punit: '10.00' }],
    },
  ],
  customerFields: { notes: 'Consegna al piano', rows: [{ uniqueid: 'r1' }] },
});

describe('jPrjPrintCleaner', () => {
  it('drops pictures, views, view maker and history; keeps rows and customer fields', () => {
    const { project: cleaned, removed } = cleanForPrinting(project);
    for (const field of ['img', 'engine_views', 'viewmaker', 'history'])
      expect(cleaned).not.toHaveProperty(field);
    const [row] = cleaned.rows as Record<string, unknown>[];
    expect(row).not.toHaveProperty('img');
    expect(row?.custom).toEqual({ note: 'keep' });
    expect(row?.erp).toEqual(project.rows[0]?.erp);
    expect(cleaned.customerFields).toEqual(project.customerFields);
    expect(cleaned.des).toBe('Bagno');
    expect(removed).toEqual([
      'img',
      'engine_views',
      'viewmaker',
      'history',
      'rows[0].img',
      'rows[0].custom.photo',
    ]);
  });
});

describe('designer page address', () => {
  it('is the report server plus the designer page with uid and site; null without a server', () => {
    expect(designerUrl('https://print.example.com//', '42', '/shop a')).toBe(
      'https://print.example.com/designer?uid=42&site=%2Fshop+a',
    );
    expect(designerUrl(undefined, '42', '')).toBeNull();
    expect(designerUrl('  ', '42', '')).toBeNull();
  });
});
