import { describe, expect, it } from 'vitest';
import { sha256Hex, utf8, type HostReply } from '../../core/embed';
import { repriceProject } from '../../core/pricing/reprice';
import { Project } from '../../core/project/schema';
import { storedChange, watchAppEvents } from './appEvents';
import { FakeFacade } from './fakeFacade';

const project = (qt: number, punit = '100.00') =>
  Project.parse({
    schemaVersion: 2,
    des: 'Kitchen',
    rows: [{ uniqueid: 'r1', catalog: 'KITCHEN', erp: [{ level: 0, cod: 'B1-600', qt, punit }] }],
    customerFields: { vat: '22' },
  });

function setup() {
  const facade = new FakeFacade();
  const sent: HostReply[] = [];
  const queued: (() => void)[] = [];
  let repricings = 0;
  const stop = watchAppEvents({
    facade,
    send: (event) => sent.push(event),
    log: () => undefined,
    reprice: async (p) => {
      repricings += 1;
      return repriceProject(p);
    },
    schedule: (run) => queued.push(run),
  });
  const flush = async () => {
    while (queued.length) queued.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { facade, sent, flush, stop, repricings: () => repricings };
}

describe('host events', () => {
  it('loaded when a project opens, with the document and the session id', () => {
    const { facade, sent } = setup();
    facade.update({ project: project(1), projectId: 42, revision: 3 });
    expect(sent[0]).toMatchObject({ status: 0, action: 'loaded', sessionId: 'session-1' });
    expect(JSON.parse(sent[0]!.msg)).toMatchObject({ des: 'Kitchen' });
  });

  it('saved after a save (a higher revision, or the first stored id), not on an edit', () => {
    const { facade, sent } = setup();
    facade.update({ project: project(1) });
    sent.length = 0;
    facade.update({ project: project(2) });
    expect(sent.filter((e) => e.action === 'saved')).toEqual([]);
    facade.update({ projectId: 42, revision: 1 });
    facade.update({ revision: 2 });
    expect(sent.filter((e) => e.action === 'saved')).toEqual([
      expect.objectContaining({ projectId: 42, sessionId: 'session-1' }),
      expect.objectContaining({ projectId: 42 }),
    ]);
  });

  it('storedChange tells loaded from saved', () => {
    const base = new FakeFacade().snapshot();
    const open = { ...base, project: project(1), projectId: 7, revision: 4 };
    expect(storedChange(base, open)).toBe('loaded');
    expect(storedChange(open, { ...open, revision: 5 })).toBe('saved');
    expect(storedChange(open, { ...open, projectId: 8, revision: 1 })).toBe('loaded');
    expect(storedChange(open, { ...open, project: null })).toBeNull();
  });

  it('pricesChanged and partsChanged once per change of content, with the hash of msg', async () => {
    const { facade, sent, flush, repricings } = setup();
    facade.update({ project: project(2) });
    facade.update({ project: project(2) }); // a burst: one repricing
    await flush();
    expect(repricings()).toBe(1);
    const prices = sent.find((e) => e.action === 'pricesChanged')!;
    expect(JSON.parse(prices.msg)).toMatchObject({ currency: 'EUR', totVatI: '244.00' });
    expect(prices.hash).toBe(sha256Hex(utf8(prices.msg)));
    expect(sent.filter((e) => e.action === 'partsChanged')).toHaveLength(1);

    sent.length = 0;
    facade.update({ project: project(2) }); // same content: nothing to tell
    await flush();
    expect(sent).toEqual([]);
    facade.update({ project: project(2, '120.00') }); // price only: parts unchanged
    await flush();
    expect(sent.map((e) => e.action)).toEqual(['pricesChanged']);
  });

  it('does not reprice when only the stored state changed, nor after stop', async () => {
    const { facade, sent, flush, stop, repricings } = setup();
    facade.update({ project: project(1) });
    await flush();
    facade.update({ projectId: 5, revision: 1 });
    await flush();
    expect(repricings()).toBe(1);
    stop();
    expect(facade.listenerCount).toBe(0);
    sent.length = 0;
    facade.update({ project: project(3) });
    await flush();
    expect(sent).toEqual([]);
  });
});
