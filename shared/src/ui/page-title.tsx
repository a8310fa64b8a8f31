/** Page heading (h1) of every app's pages — one style across the remotes. */
export function PageTitle({ children }: { children: string }) {
  return <h1 style={{ fontSize: 28, fontWeight: 600, margin: '0 0 16px' }}>{children}</h1>;
}
