// The push service a browser's subscription points at, on this machine (Chromium cannot reach its vendor's
// here), with the browser's keys and the decryption: the server tests' own (server/test/support).
export { startLoopbackPushService as startPushService } from '../../server/test/support/loopback-push-service.ts';
export { browserKeys, decryptPush } from '../../server/test/support/web-push-crypto.ts';
