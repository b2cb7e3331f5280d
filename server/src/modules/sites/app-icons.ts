import sharp from 'sharp';

/** The installable app's icons (web manifest): any-purpose 192 and 512 px, and a maskable 512 px one. */
export const APP_ICONS = {
  '192': { size: 192, maskable: false },
  '512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

/** The first letter of the site's name (a whole grapheme: an accented or non-Latin one too). */
function initialOf(name: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  return (first?.segment ?? '?').toLocaleUpperCase();
}

/**
 * The icon as SVG: the site's initial in white on its theme colour. An any-purpose icon is a rounded square;
 * a maskable one fills the square (the platform cuts its own shape) with the letter inside the safe circle of
 * 80 % of its width.
 */
function appIconSvg(initial: string, color: string, icon: { size: number; maskable: boolean }) {
  const { size, maskable } = icon;
  const radius = maskable ? 0 : Math.round(size * 0.19);
  const fontSize = Math.round(size * (maskable ? 0.42 : 0.57));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${color}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(initial)}</text></svg>`
  );
}

// Per site and icon, until the site's name or colour changes: the key says both. A few sites, three icons each.
const rendered = new Map<string, Promise<Buffer>>();
const MAX_CACHED = 300;

/** The icon as PNG, rendered once per process for a site's name and colour. */
export function appIconPng(name: string, color: string, icon: AppIconName): Promise<Buffer> {
  const initial = initialOf(name);
  const key = `${icon}\n${color}\n${initial}`;
  let png = rendered.get(key);
  if (!png) {
    if (rendered.size >= MAX_CACHED) rendered.clear();
    png = sharp(Buffer.from(appIconSvg(initial, color, APP_ICONS[icon])))
      .png()
      .toBuffer();
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
