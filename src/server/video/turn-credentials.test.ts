import { describe, expect, it } from 'vitest';
import { TURN_CREDENTIAL_TTL_SECONDS, turnCredential } from './turn-credentials';

describe('TURN credentials (coturn shared secret)', () => {
  it('names the expiry an hour ahead and the user, and signs that name with HMAC-SHA1', () => {
    // 1_700_000_000 s + 3600 s; the credential was computed with
    // `echo -n "1700003600:alice" | openssl dgst -sha1 -hmac north-wind -binary | base64`.
    const { username, credential } = turnCredential('north-wind', 'alice', 1_700_000_000_000);
    expect(TURN_CREDENTIAL_TTL_SECONDS).toBe(3600);
    expect(username).toBe('1700003600:alice');
    expect(credential).toBe('iRtTIZ3N38dm9S+dP+UkHfnN9Qo=');
  });

  it('rounds the clock down to whole seconds', () => {
    expect(turnCredential('s', 'u', 1_700_000_000_999).username).toBe('1700003600:u');
  });

  it('differs per user and per secret', () => {
    const now = Date.now();
    const base = turnCredential('secret', 'alice', now).credential;
    expect(turnCredential('secret', 'bob', now).credential).not.toBe(base);
    expect(turnCredential('other', 'alice', now).credential).not.toBe(base);
  });
});
