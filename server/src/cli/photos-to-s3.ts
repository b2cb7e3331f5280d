import { loadConfig } from '../config.ts';
import { photoStorageFor } from '../platform/configured-photo-storage.ts';
import { copyLocalPhotos } from './photo-migration.ts';

/**
 * `npm run photos:to-s3`: copies the photos of DATA_DIR/uploads into the bucket that S3_BUCKET (and the other
 * S3_* settings) name, so a site that kept its photos on disk can move to S3-compatible storage
 * (docs/deployment.md). Safe to run again; the local files stay.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, S3_REGION, the keys) to copy into.',
    );
    return 2;
  }
  console.log(`Copying the photos of ${config.dataDir}/uploads into the bucket ${config.s3.bucket} …`);
  const result = await copyLocalPhotos(config.dataDir, photoStorageFor(config), (done) => {
    if (done % 1000 === 0) console.log(`  ${done} photos`);
  });
  console.log(`${result.copied} photos copied, ${result.present} there already.`);
  if (result.skipped.length > 0)
    console.log(`Left alone (not a complete photo): ${result.skipped.length}, such as ${result.skipped[0]}`);
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`Copying failed: ${(error as Error).message}`);
  return 1;
});
