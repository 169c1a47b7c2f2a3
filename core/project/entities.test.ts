import { describe, expect, it } from 'vitest';
import {
  CustomerPickerResult,
  Maintenance,
  PdfReportRequest,
  Profile,
  PromotionsState,
  User,
} from './entities';

describe('entities', () => {
  it('discards promotion entries with an empty cod', () => {
    const state = PromotionsState.parse({
      campaigns: [{ cod: 'SPRING' }, { cod: '' }, { cod: '  ' }, {}],
      deliveries: [{ cod: 3 }],
    });
    expect(state).toEqual({ campaigns: [{ cod: 'SPRING' }], deliveries: [{ cod: 3 }], lists: [] });
  });

  it('defaults the PDF format to PDF and json2 to json1', () => {
    const request = PdfReportRequest.parse({
      json1: '{"id":1}',
      projectId: 1,
      reportName: 'offer',
      fileName: 'offer.pdf',
      dsparam: [{ name: 'lang', value: 'en' }],
    });
    expect(request).toEqual({
      json1: '{"id":1}',
      json2: '{"id":1}',
      jsonViewmaker: '',
      dsparam: [{ name: 'lang', value: 'en' }],
      projectId: 1,
      reportName: 'offer',
      fileName: 'offer.pdf',
      format: 'PDF',
    });
    expect(() => PdfReportRequest.parse({ json1: '', projectId: 1, reportName: '', fileName: 'x' })).toThrow(
      'A report name is required',
    );
  });

  it('validates the profile GDPR flags and defaults the flags', () => {
    expect(Profile.parse({ shop: { cod: 'S1', country: 'IT' }, gdprFlags: '1;0;1;1' })).toEqual({
      shop: { cod: 'S1', country: 'IT' },
      guest: false,
      admin: false,
      gdprFlags: '1;0;1;1',
    });
    expect(Profile.safeParse({ gdprFlags: 'yes' }).error?.issues[0]?.message).toBe(
      'Expected GDPR flags like "1;1;1;1"',
    );
  });

  it('reads users, maintenance and picker results', () => {
    expect(User.parse({ sellerLevel: 3, shops: [{ cod: 'S1', pricelist: 'L1' }] })).toEqual({
      guest: false,
      sellerLevel: 3,
      shops: [{ cod: 'S1', pricelist: 'L1' }],
    });
    expect(Maintenance.parse({ startDateTimeUTC: null, endDateTimeUTC: null })).toMatchObject({
      isMaintenance: false,
    });
    expect(() => CustomerPickerResult.parse({ email: '' })).toThrow('A customer needs an e-mail');
  });
});
