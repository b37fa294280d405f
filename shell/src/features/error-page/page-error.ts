/**
 * An error thrown on purpose, with the status the error page shows as it is (a route's own check
 * failing, for instance). Any other error is shown as a 500 with a generic message: its text may
 * come from a node or a service (spec §8: RPC error text is not shown).
 */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

/** The 404 of an address no route serves or whose route's own check refuses it. */
export const notFoundError = (pathname: string) => new PageError(404, 'Page Not Found', `Nothing lives at this address: ${pathname}`);
