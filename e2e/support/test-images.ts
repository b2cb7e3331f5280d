import exifr from 'exifr';
import sharp from 'sharp';

/** Where the camera of the test photo was: Amsterdam, as a phone writes it into EXIF. */
export const PHOTO_GPS = { latitude: 52.3667, longitude: 4.8833 };

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Anna de Vries</dc:creator>
</rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A JPEG as a phone makes it: camera EXIF with a GPS position, XMP naming the author, and a Display P3 colour
 * profile. `shade` (0–255) makes each photo of a journey a different picture.
 */
export async function phoneJpeg(shade: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 960, height: 720, channels: 3, background: { r: shade, g: 140, b: 255 - shade } },
  })
    .composite([
      {
        input: { create: { width: 320, height: 320, channels: 3, background: { r: 250, g: 220, b: 180 } } },
        top: 200,
        left: 320,
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Fairphone', Model: 'FP5', Artist: 'Anna de Vries' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
  return jpeg;
}

/** The GPS position a metadata reader finds in an image, if any. */
export async function gpsIn(image: Buffer): Promise<{ latitude: number; longitude: number } | undefined> {
  return (await exifr.gps(image).catch(() => undefined)) ?? undefined;
}

/** The chunk names of a RIFF WebP file (VP8, VP8L, VP8X, ALPH, ICCP, EXIF, XMP …). */
function webpChunks(image: Buffer): string[] {
  if (image.toString('latin1', 0, 4) !== 'RIFF' || image.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= image.length; ) {
    chunks.push(image.toString('latin1', at, at + 4));
    const size = image.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/**
 * Every kind of metadata left in a served WebP rendition, as two readers see it: libvips (sharp's
 * metadata) and the file's own chunks. exifr does not read WebP, so the chunks are checked here directly.
 */
export async function metadataIn(image: Buffer): Promise<string[]> {
  const found: string[] = [];
  const metadata = await sharp(image).metadata();
  if (metadata.format !== 'webp') found.push(`format ${metadata.format}`);
  for (const kind of ['exif', 'xmp', 'icc', 'iptc'] as const) if (metadata[kind]) found.push(kind);
  if (metadata.comments?.length) found.push('comments');
  const allowed = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
  for (const chunk of webpChunks(image)) if (!allowed.has(chunk)) found.push(`${chunk.trim()} chunk`);
  // The bytes themselves: no trace of the camera, the author or the place.
  for (const trace of ['Exif', 'Fairphone', 'Anna de Vries', 'xmpmeta'])
    if (image.includes(trace, 0, 'latin1')) found.push(`"${trace}" in the bytes`);
  return found;
}
