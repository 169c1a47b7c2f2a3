import { describe, expect, it } from 'vitest';
import { DIALOG_SIZES, DIALOG_WIDTHS, resolveDialogSize, type DialogSize, type DialogWidth } from './sizing';

describe('resolveDialogSize', () => {
  it('maps the presets of spec 9 to maximum widths', () => {
    expect(DIALOG_SIZES).toEqual({ sm: 300, default: 500, lg: 800, xl: 1140, none: null });
    expect(resolveDialogSize({ size: 'sm' }).maxWidth).toBe('300px');
    expect(resolveDialogSize({ size: 'default' }).maxWidth).toBe('500px');
    expect(resolveDialogSize({ size: 'lg' }).maxWidth).toBe('800px');
    expect(resolveDialogSize({ size: 'xl' }).maxWidth).toBe('1140px');
    expect(resolveDialogSize({ size: 'none' }).maxWidth).toBe('none');
  });

  it('uses the default size (500) when none is given', () => {
    expect(resolveDialogSize({})).toEqual({ maxWidth: '500px', fullscreen: false });
  });

  it('lets an explicit width override the preset maximum', () => {
    expect(resolveDialogSize({ size: 'sm', width: 1200 }).maxWidth).toBe('1200px');
    expect(resolveDialogSize({ size: 'xl', width: '80vw' }).maxWidth).toBe('80vw');
    expect(resolveDialogSize({ width: '640' }).maxWidth).toBe('640px');
  });

  it('lets fullscreen beat both', () => {
    expect(resolveDialogSize({ size: 'sm', width: 300, fullscreen: true })).toEqual({
      maxWidth: '100dvw',
      fullscreen: true,
    });
  });

  it('rejects bad input with a clear error', () => {
    expect(() => resolveDialogSize({ size: 'huge' as DialogSize })).toThrow(/Unknown dialog size 'huge'/);
    expect(() => resolveDialogSize({ width: 0 as DialogWidth })).toThrow(/positive number/);
    expect(() => resolveDialogSize({ width: -5 as DialogWidth })).toThrow(/positive number/);
    expect(() => resolveDialogSize({ width: Number.NaN as DialogWidth })).toThrow(/positive number/);
    // Issue 19: the app's dialogs take spec 9's widths only (300, 400, 500, 800, 1000, 1140, 1200).
    expect(() => resolveDialogSize({ width: 440 as DialogWidth })).toThrow(/not one of spec 9's/);
    for (const width of DIALOG_WIDTHS) expect(resolveDialogSize({ width }).maxWidth).toBe(`${width}px`);
    expect(() => resolveDialogSize({ width: '  ' })).toThrow(/must not be empty/);
  });
});
