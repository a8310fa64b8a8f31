// Types of the remotes' exposed modules: the contract in @akademi/shared.
declare module 'mf_auth/routes' {
  const routes: import('@akademi/shared').RemoteRoute[];
  export default routes;
}
declare module 'mf_admin/routes' {
  const routes: import('@akademi/shared').RemoteRoute[];
  export default routes;
}
declare module 'mf_reports/routes' {
  const routes: import('@akademi/shared').RemoteRoute[];
  export default routes;
}
declare module 'mf_tests/routes' {
  const routes: import('@akademi/shared').RemoteRoute[];
  export default routes;
}
declare module 'mf_tracking/routes' {
  const routes: import('@akademi/shared').RemoteRoute[];
  export default routes;
}
