import { describe, expect, it } from 'vitest';
import { keyBytes } from '../notifications/push-subscription';
import { noticeFromPush, urlOf } from './notices';

describe('what the service worker shows', () => {
  const notice = {
    kind: 'invitation',
    title: 'sam invites you to play',
    body: '10 min game',
    url: '/game/g1?join=true',
  };

  it('shows only notices of ours, opening a path of this site', () => {
    expect(noticeFromPush(JSON.stringify(notice))).toEqual(notice);
    expect(noticeFromPush(null)).toBeNull();
    expect(noticeFromPush('not json')).toBeNull();
    expect(noticeFromPush(JSON.stringify({ ...notice, kind: 'advert' }))).toBeNull();
    expect(noticeFromPush(JSON.stringify({ ...notice, url: 'https://elsewhere.example/' }))).toBeNull();
    expect(noticeFromPush(JSON.stringify({ ...notice, url: '//elsewhere.example/' }))).toBeNull();
  });

  it('opens the notice’s path on click, or the home page', () => {
    expect(urlOf({ url: '/game/g1' })).toBe('/game/g1');
    expect(urlOf(null)).toBe('/');
    expect(urlOf({ url: 42 })).toBe('/');
  });

  it('turns the server’s base64url key into the bytes the browser subscribes with', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    expect([...keyBytes(Buffer.from(bytes).toString('base64url'))]).toEqual([...bytes]);
  });
});
