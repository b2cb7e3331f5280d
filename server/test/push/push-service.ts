import { afterAll } from 'vitest';
import { startLoopbackPushService } from '../support/loopback-push-service.ts';

export { browserKeys, decryptPush, verifyVapid } from '../support/web-push-crypto.ts';

/** The loopback push service (support/loopback-push-service.ts), closed when the test file ends. */
export async function startPushService(answer?: (path: string) => number) {
  const service = await startLoopbackPushService(answer);
  afterAll(service.close);
  return service;
}
