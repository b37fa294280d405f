import type { Row } from '../../chain/contract-api';

/** What the NFT project info endpoints answer per series (group): display data for collection cards. */
export interface SeriesInfo {
  series: string;
  name: string;
  image: string;
  nsfw: boolean;
  creator: string;
  editions: number;
}

export const MAX_SERIES_PER_REQUEST = 100;
const MAX_SERIES_LENGTH = 200;

/** `series` as one string or a list of strings; null when malformed. */
export function parseSeriesList(value: unknown): string[] | null {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_SERIES_PER_REQUEST) return null;
  return list.every((s) => typeof s === 'string' && s.length > 0 && s.length <= MAX_SERIES_LENGTH) ? (list as string[]) : null;
}

/**
 * One entry per distinct value of `field` among the instances, in first-seen order. The name is the
 * instance's `name` property when it has one; the image is a proxied placeholder for the series.
 */
export function seriesInfo(instances: readonly Row[], field: string, creator: string, imageOf: (series: string) => string): SeriesInfo[] {
  const bySeries = new Map<string, SeriesInfo>();
  for (const instance of instances) {
    const properties = (instance.properties ?? {}) as Record<string, unknown>;
    const value = properties[field];
    if (value === undefined || value === null) continue;
    const series = String(value);
    const known = bySeries.get(series);
    if (known) {
      known.editions += 1;
      continue;
    }
    const name = typeof properties.name === 'string' ? properties.name : series;
    bySeries.set(series, { series, name, image: imageOf(series), nsfw: properties.nsfw === true, creator, editions: 1 });
  }
  return [...bySeries.values()];
}

/** Keeps only the picked fields (plus `series`, always). */
export function pickFields(infos: SeriesInfo[], pick: unknown): Partial<SeriesInfo>[] {
  if (!Array.isArray(pick) || pick.length === 0) return infos;
  const fields = new Set(['series', ...pick.filter((p): p is string => typeof p === 'string')]);
  return infos.map((info) => Object.fromEntries(Object.entries(info).filter(([key]) => fields.has(key))));
}
