import { describeError, UNEXPECTED_ERROR } from './describe-error';
import { PageError } from './page-error';

describe('describeError', () => {
  it('shows a PageError with its own status and message', () => {
    expect(describeError(new PageError(404, 'Page Not Found', 'Nothing lives at /x'))).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found',
      message: 'Nothing lives at /x',
    });
  });

  it.each([new Error('rpc node said: limit is too high'), 'a thrown string', null, { statusCode: 418, message: 'forged' }])(
    'shows anything else as a generic 500 without its text: %p',
    (error) => {
      expect(describeError(error)).toEqual(UNEXPECTED_ERROR);
    },
  );
});
