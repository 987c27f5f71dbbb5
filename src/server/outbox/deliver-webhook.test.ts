import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryError, postWebhook } from './deliver-webhook.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A receiver that never goes quiet for long but never finishes its headers either. */
async function drippingReceiver(): Promise<string> {
  const server = net.createServer((socket) => {
    // A valid start, then one header whose value grows by a byte every 50 ms.
    socket.write('HTTP/1.1 200 OK\r\nX-Slow: ');
    const drip = setInterval(() => {
      if (socket.destroyed) return clearInterval(drip);
      socket.write('a');
    }, 50);
    socket.on('close', () => clearInterval(drip));
    socket.on('error', () => clearInterval(drip));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

describe('postWebhook', () => {
  it('gives up on a receiver that keeps sending a byte at a time, at the deadline, not when it goes quiet', async () => {
    const url = await drippingReceiver();
    const started = performance.now();
    const result = await postWebhook(url, '{}', {}, { allowPrivate: true, timeoutMs: 1000 });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, statusCode: null, error: 'No answer within 1 s' });
    // The socket is never idle for 1 s, so only an overall deadline ends this; without one it would
    // drip for 50 s. Generous upper bound for a loaded machine.
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(15_000);
  });
});

describe('deliveryError', () => {
  it('says what a refused or unknown receiver means, keeping the code; anything else keeps its message', async () => {
    // A port nothing listens on: bind one, note it, close it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const refused = await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowPrivate: true });
    expect(refused.error).toBe(
      'The receiver refused the connection (nothing is listening at that address) (ECONNREFUSED)',
    );
    expect(
      deliveryError(Object.assign(new Error('getaddrinfo ENOTFOUND x.invalid'), { code: 'ENOTFOUND' })),
    ).toBe("The receiver's host name could not be found (ENOTFOUND)");
    expect(deliveryError(new Error('No answer within 10 s'))).toBe('No answer within 10 s');
  });
});
