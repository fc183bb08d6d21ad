import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './webhook-address-guard.ts';

// The address table itself is tested in server/src/lib/special-purpose-addresses.test.ts.

describe('checkWebhookUrl', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1'],
    ['https://[::1]/hook', '[::1]'],
    ['https://[::127.0.0.1]/hook', '[::7f00:1]'],
    ['https://[::ffff:10.0.0.1]/hook', '[::ffff:a00:1]'],
    ['https://[64:ff9b::a9fe:a9fe]/hook', '[64:ff9b::a9fe:a9fe]'],
    ['https://169.254.169.254/latest', '169.254.169.254'],
    ['https://0x7f.1/hook', '127.0.0.1'],
    ['https://100.64.0.1/', '100.64.0.1'],
    ['https://198.18.0.1/', '198.18.0.1'],
    ['https://localhost:8443/', 'localhost'],
  ])('refuses %s, naming the host %s and never the address it resolves to', async (url, host) => {
    await expect(checkWebhookUrl(url, false), url).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `The webhook target ${host} is not allowed: webhooks reach public internet addresses only`,
    });
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
      message: 'The webhook target no-such-host.invalid is not allowed: webhooks reach public internet addresses only',
    });
  });
});
