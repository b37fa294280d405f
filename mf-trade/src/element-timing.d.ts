import 'react';

declare module 'react' {
  // A merged declaration repeats React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing: the browser reports when this element was first shown, under this name. */
    elementtiming?: string;
  }
}
