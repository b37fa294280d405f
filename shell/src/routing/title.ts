/** Document title: the page's own title (route parameters filled in), then the product name. */
export function buildTitle(pageTitle: string, productName: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const filled = pageTitle.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => params[name] ?? '');
  return `${filled.trim()} - ${productName}`;
}
