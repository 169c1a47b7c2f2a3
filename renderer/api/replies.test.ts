import { describe, expect, it } from 'vitest';
import { createApi } from './index';
import { BAD_REPLY_CODE } from './replies';
import { maintenanceReply, recordingTransport, REPORT_REPLY, sessionReply, validReply } from './test-replies';
import type { HttpMethod } from './transport';

/** An API whose server answers `broken` at `path` and the right shape everywhere else. */
const apiAnswering = (path: string, broken: unknown) =>
  createApi(
    recordingTransport((method: HttpMethod, at) => (at === path ? broken : validReply(method, at))).transport,
  );

describe("the client checks the server's replies against core's schemas", () => {
  it('takes replies of the right shape', async () => {
    const api = createApi(recordingTransport().transport);
    expect((await api.auth.session()).profile.shop?.currency).toBe('CHF');
    expect(await api.maintenance.status()).toEqual(maintenanceReply());
    expect(await api.reports.create({ json1: {} })).toEqual(REPORT_REPLY);
  });

  it('refuses a reply of another shape with a clear error naming the call and the field', async () => {
    const noKind = sessionReply();
    delete (noKind.profile as Partial<typeof noKind.profile>).kind;
    await expect(apiAnswering('auth/session', noKind).auth.session()).rejects.toMatchObject({
      code: BAD_REPLY_CODE,
      message: expect.stringMatching(/reply to session is not as expected at profile\.kind/),
    });
    await expect(apiAnswering('auth/guest', '<html>proxy</html>').auth.guest()).rejects.toMatchObject({
      code: BAD_REPLY_CODE,
    });
    await expect(
      apiAnswering('maintenance', { isMaintenance: 'yes' }).maintenance.status(),
    ).rejects.toMatchObject({ code: BAD_REPLY_CODE, message: expect.stringContaining('maintenance status') });
    await expect(
      apiAnswering('profile/price-lists', { current: 'L1' }).auth.priceLists(),
    ).rejects.toMatchObject({ code: BAD_REPLY_CODE });
    await expect(
      apiAnswering('notifications', { notifications: [{ rowId: 1 }] }).notifications.list(),
    ).rejects.toMatchObject({ code: BAD_REPLY_CODE });
    await expect(
      apiAnswering('reports', { fileName: 'x.pdf' }).reports.create({ json1: {} }),
    ).rejects.toMatchObject({ code: BAD_REPLY_CODE, message: expect.stringContaining('at url') });
    await expect(
      apiAnswering('projects/5/photos', { urlpic: '/x' }).photos.upload(5, [new Blob(['jpg'])]),
    ).rejects.toMatchObject({ code: BAD_REPLY_CODE });
  });
});
