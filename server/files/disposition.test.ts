import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('order_merge.pdf')).toBe(
      `attachment; filename="order_merge.pdf"; filename*=UTF-8''order_merge.pdf`,
    );
    expect(attachmentDisposition('Angebot Müller (1).pdf')).toBe(
      `attachment; filename="Angebot Muller (1).pdf"; filename*=UTF-8''Angebot%20M%C3%BCller%20%281%29.pdf`,
    );
    expect(attachmentDisposition('報告.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`,
    );
    expect(attachmentDisposition("Kitchen's*.png")).toBe(
      `attachment; filename="Kitchen's*.png"; filename*=UTF-8''Kitchen%27s%2A.png`,
    );
  });
});
