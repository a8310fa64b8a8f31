/** Page heading; pages that later issues fill in show only this until then. */
export function PageTitle({ children }: { children: string }) {
  return <h1 style={{ fontSize: 28, fontWeight: 600, margin: '0 0 16px' }}>{children}</h1>;
}
