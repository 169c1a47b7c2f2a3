import { describe, expect, it } from 'vitest';
import { GuestAdmission } from './admission';
import {
  HostErrors,
  HostSuccess,
  PROTOCOL_VERSION,
  appLoadedMessage,
  documentMessage,
  rsaLoginFailedMessage,
  savedMessage,
  stringifyJson,
} from './messages';

describe('the texts of spec 8', () => {
  it('are spelled as the spec spells them', () => {
    expect(HostSuccess).toEqual({
      appLoaded: 'APP loaded',
      modelSet: 'Model set correctly',
      articleAdded: 'Article added correctly',
      galleryLoaded: 'Gallery loaded correctly',
      pageChanged: 'Page chenged',
      translationsSaved: 'Translations saved',
      languageChanged: 'Language changed',
    });
    expect(HostErrors.guestsNotAllowed).toBe("This site doesn't allow guest users!");
    expect(HostErrors.unknownPage('x')).toBe('Unknown page [x]');
    expect(HostErrors.langNotValid('fr')).toBe('Lang [fr] not valid');
    expect(HostErrors.noLanguages).toBe('No valid language set in the config');
  });
});

describe('messages the app sends on its own (spec 7)', () => {
  it("'APP loaded' on start, with the protocol version", () => {
    expect(appLoadedMessage()).toEqual({
      status: 0,
      action: 'APP',
      msg: 'APP loaded',
      protocol: PROTOCOL_VERSION,
    });
    expect(PROTOCOL_VERSION).toBe(1);
  });

  it("the APP error 'RSA login failed' with its detail (from the /rsalogin route)", () => {
    expect(rsaLoginFailedMessage('key expired')).toEqual({
      status: 1,
      action: 'APP',
      msg: 'RSA login failed',
      detail: 'key expired',
    });
  });

  it('loaded, loginDone and saved carry the variants string or the project JSON, and the session id', () => {
    expect(documentMessage('loaded', { variants: 'WIDTH=600;FINISH=OAK' }, 's-1')).toEqual({
      status: 0,
      action: 'loaded',
      msg: 'WIDTH=600;FINISH=OAK',
      sessionId: 's-1',
    });
    expect(documentMessage('loginDone', { project: { id: 3, rows: [] } }, null)).toEqual({
      status: 0,
      action: 'loginDone',
      msg: '{"id":3,"rows":[]}',
      sessionId: null,
    });
    expect(savedMessage({ project: { id: 3 } }, 's-2', 3)).toEqual({
      status: 0,
      action: 'saved',
      msg: '{"id":3}',
      sessionId: 's-2',
      projectId: 3,
    });
  });

  it('stringifyJson never throws and always gives text', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(stringifyJson(cycle)).toBe('null');
    expect(stringifyJson(undefined)).toBe('null');
    expect(stringifyJson(10n)).toBe('null');
    expect(stringifyJson({ a: 1 })).toBe('{"a":1}');
  });
});

describe('GuestAdmission (spec 4)', () => {
  it('admits at load only with a session or user id', () => {
    expect(new GuestAdmission({}).admitted).toBe(false);
    expect(new GuestAdmission({ sessionId: '  ', userId: '' }).admitted).toBe(false);
    expect(new GuestAdmission({ sessionId: 'abc' }).admitted).toBe(true);
    expect(new GuestAdmission({ userId: '12' }).admitted).toBe(true);
  });

  it('becomes admitted when a non-guest user appears, and stays so', () => {
    const admission = new GuestAdmission({});
    expect(admission.observe('none')).toBe(false);
    expect(admission.observe('guest')).toBe(false);
    expect(admission.observe('customer')).toBe(true);
    expect(admission.observe('guest')).toBe(true);
    expect(new GuestAdmission({}).observe('pro')).toBe(true);
  });
});
