import { describe, expect, it } from 'vitest';
import type { Session } from '../../app/navigation';
import { linkedAction, planLink, rowLink } from './doLink';

const guest: Session = { hasProfile: true, isGuest: true, isPro: false, hasGuestCustomer: false };
const pro: Session = { hasProfile: true, isGuest: false, isPro: true, hasGuestCustomer: false };

describe('planLink: what /do/{action} does for a session (spec 2)', () => {
  it('a safe action with good values runs at once, with its arguments', () => {
    expect(planLink('insertArticle', '?catalog=KITCHEN&model=B1&article=B1-600', guest)).toMatchObject({
      kind: 'run',
      name: 'insertArticle',
      args: { catalog: 'KITCHEN', model: 'B1', article: 'B1-600' },
    });
    expect(planLink('newProject', '', guest)).toMatchObject({ kind: 'run', args: undefined });
    expect(planLink('openProject', '?id=12', pro)).toMatchObject({ kind: 'run', args: { id: 12 } });
  });

  it("names match case-insensitively; the table's own names only", () => {
    expect(linkedAction('OPENPROJECT')).toBe('openProject');
    expect(linkedAction('toString')).toBeNull();
    expect(linkedAction('__proto__')).toBeNull();
    expect(planLink('constructor', '', pro)).toEqual({ kind: 'unknown', name: 'constructor' });
  });

  it('an unknown action, or one links may not start, is unknown', () => {
    expect(planLink('formatDisk', '', pro)).toEqual({ kind: 'unknown', name: 'formatDisk' });
    expect(planLink('login', '?id=x&user=y&password=z', pro)).toMatchObject({ kind: 'unknown' });
  });

  it('bad values are reported before anything else (a guest is not asked to sign in for a broken link)', () => {
    expect(planLink('openProject', '?id=twelve', guest)).toEqual({
      kind: 'invalid',
      name: 'openProject',
      problems: [{ param: 'id', reason: 'notInteger', value: 'twelve' }],
    });
  });

  it('a guest is asked to sign in where the action needs an account; a signed-in user is not', () => {
    expect(planLink('openProject', '?id=12', guest)).toMatchObject({ kind: 'signIn', args: { id: 12 } });
    expect(planLink('deleteProject', '?id=12', guest)).toMatchObject({ kind: 'signIn' });
    const customer: Session = { hasProfile: true, isGuest: false, isPro: false, hasGuestCustomer: false };
    expect(planLink('openProject', '?id=12', customer)).toMatchObject({ kind: 'run' });
  });

  it('signed out (no guest session in this deployment), every link action asks to sign in first', () => {
    const nobody: Session = { hasProfile: false, isGuest: false, isPro: false, hasGuestCustomer: false };
    expect(planLink('newProject', '', nobody)).toMatchObject({ kind: 'signIn' });
    expect(planLink('insertArticle', '?catalog=KITCHEN&article=B1-600', nobody)).toMatchObject({
      kind: 'signIn',
      args: { catalog: 'KITCHEN', article: 'B1-600' },
    });
    expect(planLink('deleteProject', '?id=12', nobody)).toMatchObject({ kind: 'signIn' });
    // A broken link is still reported as broken first.
    expect(planLink('openProject', '?id=x', nobody)).toMatchObject({ kind: 'invalid' });
  });

  it('a destructive action asks first, even for its owner', () => {
    expect(planLink('deleteProject', '?id=12', pro)).toMatchObject({
      kind: 'confirm',
      args: { id: 12 },
      link: { consentArg: 'confirmed', then: '/projects' },
    });
  });
});

describe('rowLink (the add-link dialog)', () => {
  const articles = [{ cod: 'B1-600', model: 'B1' }];
  it("links a catalogue article by insertArticle, anything else by setModel, under the app's base", () => {
    expect(
      rowLink({ catalog: 'KITCHEN', model: 'B1', cod: 'b1-600' }, articles, 'https://shop.example.com/app/'),
    ).toEqual({
      action: 'insertArticle',
      url: 'https://shop.example.com/app/do/insertArticle?catalog=KITCHEN&model=B1&article=B1-600',
    });
    expect(
      rowLink({ catalog: 'KITCHEN', model: 'B1', cod: 'B1-600-X' }, articles, 'https://s.example/'),
    ).toEqual({
      action: 'setModel',
      url: 'https://s.example/do/setModel?catalog=KITCHEN&model=B1',
    });
    expect(rowLink({ catalog: 'KITCHEN', cod: 'B1-600' }, articles, 'https://s.example/')).toBeNull();
  });

  it('makes links the /do page runs at once with the same arguments', () => {
    const link = rowLink({ catalog: 'KITCHEN', model: 'B1', cod: 'B1-600' }, articles, 'https://s.example/')!;
    const url = new URL(link.url);
    const plan = planLink(link.action, url.search, guest);
    expect(plan).toMatchObject({
      kind: 'run',
      name: 'insertArticle',
      args: { catalog: 'KITCHEN', model: 'B1', article: 'B1-600' },
    });
  });
});
