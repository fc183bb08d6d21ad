import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './webhook-address-guard.ts';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.127.255.254', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['not-an-address', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['100.128.0.1', false],
    ['93.184.216.34', false],
    ['::ffff:8.8.8.8', false],
    ['2606:4700:4700::1111', false],
  ])('%s → %s', (address, blocked) => {
    expect(isPrivateAddress(address)).toBe(blocked);
  });
});

describe('checkWebhookUrl', () => {
  it('refuses loopback, private and metadata addresses, and localhost by name', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://10.0.0.5/',
      'https://localhost:8443/',
    ]) {
      await expect(checkWebhookUrl(url, false), url).rejects.toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('public internet only'),
      });
    }
  });

  it('refuses http unless private networks are allowed, and credentials in the URL', async () => {
    await expect(checkWebhookUrl('http://8.8.8.8/hook', false)).rejects.toMatchObject({ message: 'Enter a URL starting with https://' });
    await expect(checkWebhookUrl('https://u:p@8.8.8.8/hook', false)).rejects.toMatchObject({ code: 'VALIDATION' });
    const allowed = await checkWebhookUrl('http://127.0.0.1:9/hook', true);
    expect(allowed.addresses).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('accepts a public address literal without a lookup', async () => {
    expect((await checkWebhookUrl('https://8.8.8.8/hook', false)).addresses).toEqual([{ address: '8.8.8.8', family: 4 }]);
  });

  it('refuses a name that does not resolve with a 400, not a 500', async () => {
    await expect(checkWebhookUrl('https://no-such-host.invalid/hook', false)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The host no-such-host.invalid does not resolve',
    });
  });
});
