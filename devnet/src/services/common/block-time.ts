/** Unix seconds of a sidechain block time `YYYY-MM-DDTHH:mm:ss` (UTC, written without a zone). */
export function blockTimeToSeconds(timestamp: string): number {
  return Math.floor(Date.parse(`${timestamp}Z`) / 1000);
}
