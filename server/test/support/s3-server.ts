import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

export type TestBucket = {
  /** The S3_* settings that point the app at this bucket. */
  env: Record<string, string>;
  /** The server's folder of objects, to see what a bucket holds without the app. */
  directory: string;
};

/**
 * A real S3-protocol server (s3rver, from the npm registry) on loopback with one bucket, checking each request's
 * signature as S3 does; stopped when the test file ends.
 */
export async function startS3Server(bucket = 'photos'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'community-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-central-1',
      // s3rver's own key pair; it refuses any other.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}
