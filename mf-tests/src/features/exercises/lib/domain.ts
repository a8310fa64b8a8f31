// The shared domain logic this feature uses ('@akademi/shared/domain': pure functions, bundled and
// tree-shaken per app — not a federation singleton, since it holds no state).
export * from '@akademi/shared/domain';
