/**
 * Text from the chain (a name, memo or description) isolated from what surrounds it: a name in a
 * right-to-left script, or one ending in digits, cannot reorder the symbol, amount or punctuation
 * written after it on the same line. The text itself was cleaned where it entered (`displayText` of
 * `@tdx/contracts`); React renders it as text.
 */
export function ChainText({ children }: { children?: string | null }) {
  return <bdi>{children}</bdi>;
}
