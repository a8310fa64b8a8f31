// Sub-route of a function: the path segment after the function's name. Works for the local
// server's /functions/v1/<name>/<sub> and hosted Supabase's /<name>/<sub>.
export function subRoute(req: Request, functionName: string): string | null {
  const segments = new URL(req.url).pathname.split('/').filter(Boolean);
  const i = segments.indexOf(functionName);
  if (i < 0) return null;
  const sub = segments[i + 1];
  return sub ? decodeURIComponent(sub) : null;
}
