import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { assertWellFormed, MAX_JSON_DEPTH, parseJsonText, scanJsonText } from './json-text';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const invalid = () => new Error('not JSON');

describe('one scan of JSON text', () => {
  it('finds where the text nests too deeply, not counting brackets inside strings', () => {
    expect(scanJsonText(nested(MAX_JSON_DEPTH)).tooDeepAt).toBe(-1);
    expect(scanJsonText(nested(MAX_JSON_DEPTH + 1)).tooDeepAt).toBe(MAX_JSON_DEPTH);
    expect(scanJsonText(JSON.stringify({ a: '['.repeat(500), b: '\\"[[[' })).tooDeepAt).toBe(-1);
  });

  it('notices surrogate escapes in strings only, escaped backslashes included', () => {
    expect(scanJsonText('{"a":"\\ud800"}').surrogateEscape).toBe(true);
    expect(scanJsonText('{"a":"\\uDFFF"}').surrogateEscape).toBe(true);
    expect(scanJsonText('{"\\uDbff\\udc00":1}').surrogateEscape).toBe(true);
    // Not surrogates: other \u escapes, an escaped backslash followed by "ud800", a real emoji.
    expect(scanJsonText('{"a":"\\u00e8\\ud7ff\\ue000"}').surrogateEscape).toBe(false);
    expect(scanJsonText('{"a":"\\\\ud800"}').surrogateEscape).toBe(false);
    expect(scanJsonText(JSON.stringify({ a: '😀 ok' })).surrogateEscape).toBe(false);
  });

  it('refuses a lone surrogate by its path and accepts a pair, with one scan', () => {
    const lone = '{"rows":[{"des":"x\\ud800"}]}';
    const scan = scanJsonText(lone);
    expect(() => assertWellFormed(scan, JSON.parse(lone), 'The project')).toThrow(
      /Text at The project\.rows\[0\]\.des is not valid Unicode/,
    );
    expect(parseJsonText('{"a":"\\ud83d\\ude00"}', 'views', invalid)).toEqual({ a: '😀' });
  });

  it('answers 400 naming the text for depth, and the caller’s error for text that is not JSON', () => {
    try {
      parseJsonText(nested(5_000), 'jsonScene', invalid);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toMatch(/^jsonScene is nested too deeply/);
    }
    expect(() => parseJsonText('{oops', 'views', invalid)).toThrow('not JSON');
  });
});
