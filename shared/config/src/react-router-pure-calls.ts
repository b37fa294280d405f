/**
 * react-router's build creates its contexts and components with plain top-level calls
 * (`var NavLink = React10.forwardRef(...)`) and names them with top-level `X.displayName = "..."`
 * statements. A minifier must keep both (a call or an assignment may have effects), so every
 * component of the package stayed in the page with what it uses, unused or not: NavLink, Form,
 * ScrollRestoration, the framework-mode prefetching. This loader marks those calls pure and drops
 * the names, which only React's developer tools read. Shell main.js: −6 kB raw.
 */
const TOP_LEVEL_REACT_CALL = /^var (\w+) = (React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

export function markReactRouterCallsPure(source: string): string {
  return source.replace(TOP_LEVEL_REACT_CALL, 'var $1 = /* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

/** The files the loader applies to: the chunks of react-router's production build (development keeps its names). */
export const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

export default markReactRouterCallsPure;
