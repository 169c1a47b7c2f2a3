import { describe, expect, it } from 'vitest';
import { nextZoom, viewerDocument } from './documents';

describe('openPDF documents', () => {
  it('names the offer and the customer documents in any case; anything else is unknown', () => {
    expect(viewerDocument('offer')).toBe('offer');
    expect(viewerDocument('etichettacollo')).toBe('EtichettaCollo');
    expect(viewerDocument('501SX')).toBe('501Sx');
    expect(viewerDocument('504')).toBeNull();
    expect(viewerDocument(undefined)).toBeNull();
  });

  it('zooms in and out by steps and stops at the ends', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(nextZoom(1.1, 1)).toBe(1.25);
  });
});
