// Baked in by the shell's build (webpack DefinePlugin, tools/build/webpack-app.ts `host`).
declare const __AKADEMI_HOST__: import('@akademi/shared/federation/singletons').HostBuildInfo;
