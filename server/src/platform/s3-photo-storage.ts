import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { type PhotoStorage, photoObjectName, SHARED_DEMO_FOLDER } from './photo-storage.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

/** S3's DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Photo files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; docs/deployment.md), through the AWS SDK's
 * S3 client. The bucket stays private: the app reads each file for a viewer it has authorised. A PutObject is
 * complete or absent, so a rendition is never seen half-written. The SDK is loaded on first use, so a server
 * that keeps its photos on disk never pays for it.
 */
export function s3PhotoStorage(settings: S3Settings): PhotoStorage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // Checksums only where S3 requires them: R2, MinIO and older S3-compatible servers refuse the SDK's
        // default streaming checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return ready;
  };
  const Bucket = settings.bucket;
  const objectKey = (folder: string, key: string, thumb: boolean) =>
    `${settings.prefix}${photoObjectName(folder, key, thumb)}`;

  return {
    async write(folder, key, full, thumb) {
      const { sdk, client } = await connect();
      for (const [body, thumbnail] of [
        [full, false],
        [thumb, true],
      ] as const) {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: objectKey(folder, key, thumbnail),
            Body: body,
            ContentType: 'image/webp',
          }),
        );
      }
    },
    async remove(folder, key) {
      if (folder === SHARED_DEMO_FOLDER) return;
      const { sdk, client } = await connect();
      for (const thumb of [false, true])
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(folder, key, thumb) }));
    },
    async removeFolder(folder) {
      if (folder === SHARED_DEMO_FOLDER) return;
      const { sdk, client } = await connect();
      const Prefix = `${settings.prefix}${folder}/`;
      for (;;) {
        const listed = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix, MaxKeys: DELETE_BATCH }),
        );
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        const deleted = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (deleted.Errors?.length)
          throw new Error(`could not delete ${deleted.Errors.length} objects under ${Prefix}`);
      }
    },
    async read(folder, key, thumb): Promise<Readable | undefined> {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: objectKey(folder, key, thumb) }),
        );
        return object.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(folder, key, thumb) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(folder, key, thumb) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
