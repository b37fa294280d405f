/**
 * The host shares its first-paint singletons eagerly, so this entry needs no async boundary
 * (docs/FIRST-PAGE-BYTES.md, recipe step 3). Remotes keep theirs.
 */
import { start } from './app/start';

void start();
