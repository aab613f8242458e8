import { describe, expect, it } from 'vitest';
import {
  BROWSER_PUSH_SERVICES,
  endpointRefusal,
  type PushServiceHosts,
  parsePushServiceHosts,
} from './push-hosts';

const hostsOf = (text: string): PushServiceHosts => {
  const parsed = parsePushServiceHosts(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.hosts;
};

describe('push service hosts', () => {
  it("accepts the endpoints of Chrome's, Firefox's, Safari's and Edge's push services by default", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/fv3jabydF5c:APA91bEc8gXeukGXEvq-abc_DEF',
      'https://fcm.googleapis.com/wp/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABkT3N0',
      'https://web.push.apple.com/QGmVK4nP3Ojfm0mLzRhdmk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bW7x',
    ]) {
      expect(endpointRefusal(endpoint, BROWSER_PUSH_SERVICES), endpoint).toBeNull();
    }
  });

  it('matches a host exactly, a .suffix only below it, and each at its own port', () => {
    const hosts = hostsOf('push.example.com,.push.example.net:8443');
    expect(endpointRefusal('https://push.example.com/a', hosts)).toBeNull();
    expect(endpointRefusal('https://PUSH.example.com:443/a', hosts)).toBeNull();
    expect(endpointRefusal('https://eu.push.example.net:8443/a', hosts)).toBeNull();
    expect(endpointRefusal('https://push.example.net:8443/a', hosts)).toMatch(/known push service/);
    expect(endpointRefusal('https://eu.push.example.net/a', hosts)).toMatch(/port/);
    expect(endpointRefusal('https://push.example.com:8443/a', hosts)).toMatch(/port/);
    expect(endpointRefusal('https://notpush.example.com/a', hosts)).toMatch(/known push service/);
    expect(endpointRefusal('https://push.example.com.evil.test/a', hosts)).toMatch(/known push service/);
    expect(endpointRefusal('https://push.example.com./a', hosts)).not.toBeNull();
  });

  it('refuses user info, addresses in any notation, and authorities parsers could read apart', () => {
    const hosts = hostsOf('push.example.com');
    const cases: Array<[string, RegExp]> = [
      ['http://push.example.com/a', /https/],
      ['https://user@push.example.com/a', /user name/],
      ['https://push.example.com@169.254.169.254/a', /user name/],
      ['https://169.254.169.254/latest', /by host name/],
      ['https://2852039166/latest', /by host name/],
      ['https://0xa9fea9fe/latest', /by host name/],
      ['https://0251.0376.0251.0376/latest', /by host name/],
      ['https://10.1/a', /by host name/],
      ['https://[fd00::1]/a', /by host name/],
      ['https://[::ffff:a9fe:a9fe]/a', /by host name/],
      ['https://push.example.com\\@10.0.0.1/a', /plain/],
      ['https://push.example.com%2f@10.0.0.1/a', /user name|plain/],
      ['https://xn--80ak6aa92e.com/a', /known push service/],
      ['https://pսsh.example.com/a', /https|plain|known/],
      ['not a url', /https/],
    ];
    for (const [endpoint, reason] of cases)
      expect(endpointRefusal(endpoint, hosts), endpoint).toMatch(reason);
  });

  it('reads the setting, refusing addresses and empty lists', () => {
    expect(parsePushServiceHosts('a.test, .b.test:444')).toEqual({
      hosts: [
        { host: 'a.test', subdomains: false, port: 443 },
        { host: 'b.test', subdomains: true, port: 444 },
      ],
    });
    for (const text of ['127.0.0.1', '::1', 'a.test:70000', 'a_b.test', 'https://a.test', '', ',']) {
      expect(parsePushServiceHosts(text), text).toHaveProperty('error');
    }
  });
});
