/** Standalone mode (`npm run dev`): the area alone at the site root, without the shell. */
import { loadRuntimeConfig } from '@tdx/settings';
import { createRoot } from 'react-dom/client';
import Root from './remote/root';

const container = document.getElementById('root');
if (container) {
  void loadRuntimeConfig().then(() => createRoot(container).render(<Root basePath="/" remote="mf_contracts" />));
}
