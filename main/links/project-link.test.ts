import { describe, expect, it } from 'vitest';
import { linksInArgv, parseLink } from './project-link';

describe('parseLink', () => {
  it('opens a project by id', () => {
    expect(parseLink('arredo://project/123')).toEqual({ ok: true, target: { kind: 'openProject', id: 123 } });
    expect(parseLink('ARREDO://project/7/')).toEqual({ ok: true, target: { kind: 'openProject', id: 7 } });
    expect(parseLink('arredo://project/2147483647').ok).toBe(true);
  });

  it('refuses ids that are not whole numbers in range', () => {
    for (const id of [
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x1f',
      '007',
      'abc',
      '',
      '2147483648',
      '99999999999',
      '12 3',
    ]) {
      const result = parseLink(`arredo://project/${id}`);
      expect(result.ok, id).toBe(false);
    }
    expect(parseLink('arredo://project/2147483648')).toEqual({
      ok: false,
      reason: 'project id 2147483648 is out of range',
    });
  });

  it('refuses unknown paths, other schemes, and anything extra', () => {
    expect(parseLink('arredo://admin/users')).toEqual({ ok: false, reason: 'unknown path "admin/users"' });
    expect(parseLink('arredo://project/1/delete').ok).toBe(false);
    expect(parseLink('arredo://project/1?then=https://evil.example').ok).toBe(false);
    expect(parseLink('arredo://project/1#x').ok).toBe(false);
    expect(parseLink('arredo://user:pw@project/1').ok).toBe(false);
    expect(parseLink('arredo://project:8080/1').ok).toBe(false);
    expect(parseLink('https://project/1')).toEqual({ ok: false, reason: 'not an arredo:// link' });
    expect(parseLink('not a link')).toEqual({ ok: false, reason: 'not a URL' });
    expect(parseLink(`arredo://project/1${'/'.repeat(300)}`).ok).toBe(false);
  });
});

describe('linksInArgv', () => {
  it('finds the link among the executable, Chromium switches and other arguments', () => {
    expect(
      linksInArgv(['C:\\Arredo\\Arredo.exe', '--allow-file-access-from-files', 'arredo://project/5/']),
    ).toEqual(['arredo://project/5/']);
    expect(linksInArgv(['/usr/bin/arredo', '.'])).toEqual([]);
  });
});
