/**
 * Hostile text as anyone can write it on chain (token/NFT names, metadata, properties).
 * The front end must render every one of these as inert text and never follow the URLs.
 */
export const HOSTILE_SAMPLES = {
  scriptTag: '<script>alert(1)</script>',
  imageOnError: '<img src=x onerror=alert(1)>',
  javascriptUrl: 'javascript:alert(1)',
  dataUrl: 'data:text/html,<script>alert(1)</script>',
  /** U+202E flips the rest of the line: shows as "Invoice exe.pdf". */
  rightToLeftOverride: 'Invoice \u202Efdp.exe',
  /** Zero-width joiners hidden inside a look-alike of "BEE". */
  zeroWidthJoiner: 'B\u200DE\u200DE',
  longText: 'Very long description. '.repeat(218).slice(0, 5000),
  emoji: '🐝🚀💎🔥 Moon Token 🌕',
} as const;

