import { describe, expect, it } from 'vitest';
import { DIALOG_SIZES, resolveDialogSize, type DialogSize } from './sizing';

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
    expect(() => resolveDialogSize({ width: 0 })).toThrow(/positive number/);
    expect(() => resolveDialogSize({ width: -5 })).toThrow(/positive number/);
    expect(() => resolveDialogSize({ width: Number.NaN })).toThrow(/positive number/);
    expect(() => resolveDialogSize({ width: '  ' })).toThrow(/must not be empty/);
  });
});
