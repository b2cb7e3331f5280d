import { describe, expect, it } from 'vitest';
import { endpointRefusal, mayConnectTo } from '../../src/modules/push/policy.ts';

const production = { env: 'production', pushAllowLoopback: false } as const;
const test = { env: 'test', pushAllowLoopback: false } as const;
/** The end-to-end run: production with PUSH_ALLOW_LOOPBACK=1. */
const endToEnd = { env: 'production', pushAllowLoopback: true } as const;

describe('which push endpoints the server calls', () => {
  it('in production only https to public hosts', () => {
    expect(endpointRefusal(production, 'https://fcm.googleapis.com/fcm/send/x')).toBeUndefined();
    expect(endpointRefusal(production, 'https://web.push.apple.com/QG')).toBeUndefined();
    for (const endpoint of [
      'http://127.0.0.1:8080/push',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://192.168.0.10/push',
      'https://0.0.0.0/push',
      'https://user:secret@push.example.com/x',
      'https://printer.local/x',
      'not a url',
    ]) {
      expect(endpointRefusal(production, endpoint), endpoint).toBeDefined();
    }
  });

  it('outside production also http to this machine (the tests’ push service), nothing else internal', () => {
    expect(endpointRefusal(test, 'http://127.0.0.1:8080/push')).toBeUndefined();
    expect(endpointRefusal(test, 'http://localhost:8080/push')).toBeUndefined();
    expect(endpointRefusal(test, 'http://10.0.0.1/push')).toBeDefined();
    expect(endpointRefusal(test, 'http://push.example.com/push')).toBeDefined();
  });

  it('with PUSH_ALLOW_LOOPBACK=1 production takes this machine too, and still nothing else internal', () => {
    expect(endpointRefusal(endToEnd, 'http://127.0.0.1:8080/push')).toBeUndefined();
    expect(endpointRefusal(endToEnd, 'http://10.0.0.1/push')).toBeDefined();
    expect(endpointRefusal(endToEnd, 'http://push.example.com/push')).toBeDefined();
    expect(mayConnectTo(endToEnd, '127.0.0.1')).toBe(true);
    expect(mayConnectTo(endToEnd, '192.168.1.1')).toBe(false);
  });

  it('checks each resolved address when connecting, so a public name cannot lead inward', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'fd12::1',
    ]) {
      expect(mayConnectTo(production, address), address).toBe(false);
    }
    for (const address of ['142.250.74.42', '2a00:1450:4001:80b::200a', '17.253.144.10']) {
      expect(mayConnectTo(production, address), address).toBe(true);
    }
    expect(mayConnectTo(test, '127.0.0.1')).toBe(true);
    expect(mayConnectTo(test, '10.1.2.3')).toBe(false);
  });
});
