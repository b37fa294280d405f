import { createHash } from 'node:crypto';

/** A square SVG: a colour derived from `seed`, and `label` (only [A-Z0-9?], so nothing else ever reaches the markup). */
export function placeholderSvg(seed: string, label: string, size = 128): string {
  const digest = createHash('sha256').update(seed).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const safeLabel = label.toUpperCase().replace(/[^A-Z0-9?]/g, '').slice(0, 2) || '?';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">`,
    `<rect width="128" height="128" fill="hsl(${hue},55%,45%)"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="56" fill="#fff">${safeLabel}</text>`,
    '</svg>',
  ].join('');
}
