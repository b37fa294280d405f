import { PageError } from './page-error';

export interface ErrorDescription {
  statusCode: number;
  statusMessage: string;
  message: string;
}

export const UNEXPECTED_ERROR: ErrorDescription = {
  statusCode: 500,
  statusMessage: 'Something went wrong',
  message: 'This page stopped working because of an unexpected error. Go to the home page and try again.',
};

/** What the error page shows for `error`: a `PageError` as it is, anything else as a generic 500. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof PageError) return { statusCode: error.statusCode, statusMessage: error.statusMessage, message: error.message };
  return UNEXPECTED_ERROR;
}
