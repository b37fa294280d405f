/**
 * How long a load goes on before its indicators start to move: about the one second within which
 * a wait does not break the user's flow and needs no feedback. A quick load then shows no
 * flashing spinner or pulse, and draws no animation frames while the page's code runs: every
 * frame of a running animation is drawn by the compositor, on a phone or a two-core machine at
 * the cost of CPU the page's start needs.
 */
export const NOTICEABLE_WAIT = '1s';
