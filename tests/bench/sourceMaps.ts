// The dev profilers' lookup of a minified frame in the build's source maps (dist/renderer/assets/*.map).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}

export interface OriginalPosition {
  /** The original name, or the frame's own. */
  name: string;
  /** The source path, from the package (node_modules stripped) or the app's folder. */
  source: string;
  /** The source as the map gives it (node_modules kept). */
  rawSource: string;
  line: number;
}

/** A lookup over the maps of one build (`dist`: its folder); a map is read once, a missing one skipped. */
export function sourceMaps(dist = 'dist'): (frame: CallFrame) => OriginalPosition | undefined {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const file = frame.url.replace(/^.*\/assets\//, '');
    if (!file.endsWith('.js') || frame.lineNumber < 0) return undefined;
    if (!maps.has(file)) {
      try {
        const text = readFileSync(join(dist, 'renderer/assets', `${file}.map`), 'utf8');
        maps.set(file, new SourceMapConsumer(JSON.parse(text)));
      } catch {
        maps.set(file, null);
      }
    }
    const at = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at?.source) return undefined;
    return {
      name: at.name ?? frame.functionName,
      source: at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, ''),
      rawSource: at.source,
      line: at.line,
    };
  };
}

/**
 * A profile frame's name for a report: the original function, its package-relative source and line
 * where the build's source maps know it, else the bundle's name and file; `source` is '' then.
 */
export function frameNames(dist = 'dist'): (frame: CallFrame) => { name: string; source: string } {
  const lookUp = sourceMaps(dist);
  return (frame) => {
    const at = lookUp(frame);
    return at
      ? { name: `${at.name} ${at.source.replace(/^.*node_modules\//, '')}:${at.line}`, source: at.source }
      : { name: `${frame.functionName || '(anon)'} ${frame.url.replace(/^.*\//, '')}`, source: '' };
  };
}
