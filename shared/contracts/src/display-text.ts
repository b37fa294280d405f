/**
 * Characters that change how text around them is shown without being seen themselves: the
 * directional marks, embeddings, overrides and isolates (U+202E turns "Invoice \u202Efdp.exe" into
 * "Invoice exe.pdf"), zero-width spaces, word joiners, byte-order marks, soft hyphens and the
 * blank Hangul fillers.
 */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]/g;

/**
 * Zero-width (non-)joiners have real uses between letters of Arabic or Indic scripts and inside
 * emoji sequences, none next to an ASCII character, where they only make a look-alike ("B\u200DE\u200DE"
 * is not "BEE").
 */
const JOINER_BESIDE_ASCII = /(?<=[\x20-\x7E])[\u200C\u200D]+|[\u200C\u200D]+(?=[\x20-\x7E])/g;

/** Control characters other than tab and line feed (a description keeps its lines). */
const CONTROLS = /[\0-\x08\x0B-\x1F\x7F]/g;

/**
 * Chain text (token and NFT names, descriptions, memos) as it may be shown: without the invisible
 * characters that reorder or disguise it. Everything visible is kept as written.
 */
export function displayText(text: string): string {
  return text.replace(INVISIBLE, '').replace(JOINER_BESIDE_ASCII, '').replace(CONTROLS, '');
}
