/**
 * Upload to thumbnail (issue 4): POST /api/photos.php with a 12-megapixel JPEG as a phone takes it (4000×3000,
 * about 4 MB, EXIF with GPS), through the whole server path (body limit, header checks, decode, orientation,
 * both WebP renditions, files written, database row), in process. Median and p95 of 15 uploads, plus the
 * image work alone. Run: npm run bench:photos
 */
import sharp from 'sharp';
import { processPhoto } from '../server/src/modules/photos/image-processing.ts';
import { benchMember, ms, percentile, withBenchApp } from './support/bench-app.ts';

const ROUNDS = 15;

// Smoothed noise compresses like a photograph, unlike a flat colour.
const photo = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
})
  .blur(1.2)
  .jpeg({ quality: 88 })
  .withExif({ IFD0: { Make: 'Bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
  .toBuffer();

await withBenchApp(async (app, db) => {
  const cookie = await benchMember(app, 'photos@example.nl');
  await db.$client.query('UPDATE users SET paid_user = true');
  const upload: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: photo,
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    upload.push(performance.now() - start);
    if (response.statusCode !== 201) throw new Error(response.body);
    const id = response.json().photos.at(-1).id;
    await app.inject({ method: 'DELETE', url: '/api/photo.php', payload: { id }, headers: { cookie } });
  }
  const processing: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await processPhoto(photo);
    processing.push(performance.now() - start);
  }
  console.log(`12 MP JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB, ${ROUNDS} rounds`);
  console.log(
    `  upload to thumbnail (HTTP in process): median ${ms(percentile(upload, 50))}, p95 ${ms(percentile(upload, 95))}`,
  );
  console.log(
    `  image work alone: median ${ms(percentile(processing, 50))}, p95 ${ms(percentile(processing, 95))}`,
  );
});
