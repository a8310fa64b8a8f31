// @akademi/shared/export — file downloads and print documents. Stateless, so bundled (tree-shaken)
// into each app that uses it, not a federation singleton.
export * from './download';
export * from './print';
