/**
 * Search engine and link-preview robots, by user agent. "bot" must end a word or be followed by a
 * slash (Googlebot/2.1, bingbot, "AdsBot-Google"), and not be the phone brand Cubot.
 */
const CRAWLER = /(?<!cu)bot\b|(?<!cu)bot\/|crawler|crawling|spider|slurp|mediapartners-google|facebookexternalhit|bingpreview|ia_archiver/i;

/** Whether the user agent is a crawler: error pages render nothing for them (spec §2). */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}
