// The shared domain logic (scoring, norms, labels, export escaping) for this app:
// '@akademi/shared/domain' is pure functions, bundled and tree-shaken per app.
export * from '@akademi/shared/domain';
