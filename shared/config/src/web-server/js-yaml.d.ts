/** The part of js-yaml's API the compose-file check uses. */
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
