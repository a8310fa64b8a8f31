import { Typography } from '@akademi/shared/ui';

/** Page heading; pages that later issues fill in show only this until then. */
export function PageTitle({ children }: { children: string }) {
  return <Typography.Title level={2}>{children}</Typography.Title>;
}
