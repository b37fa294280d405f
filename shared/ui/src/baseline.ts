/**
 * `@tdx/ui/baseline`: the page's CSS baseline and the colour variables' values, for the shell's
 * stylesheet only (an area never adds global CSS). Importing it adds CSS, no script.
 */
import './theme/baseline.css';
