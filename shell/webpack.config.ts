import { createFederatedConfig } from '@tdx/config';
import { SHELL_PORT } from '@tdx/contracts';

export default createFederatedConfig({ name: 'shell', port: SHELL_PORT, appDir: __dirname, isHost: true });
