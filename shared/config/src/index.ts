export { createFederatedConfig, type FederatedAppOptions } from './federated-config';
export { hostShares, sharedDependencies, requiredVersionOf, type HostShare, type SharedModule } from './shared-dependencies';
export { runtimeFiles, runtimeFileRoutes, type RuntimeFiles } from './runtime-files';
export { appRequestHandler, isFilePath, isPagePath, listenApp, servingFor, type Serving } from './app-serving';
export { BuildManifestPlugin, buildIdFor, buildManifestFiles, LATEST_BUILD_FILE, safeBuildId } from './build-manifest';
export { writeSiteFiles, type SiteOptions } from './web-server/site-files';
