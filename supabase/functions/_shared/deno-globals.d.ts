// Minimal ambient declaration of the Deno global, so `index.ts` (the Deno entry) type-checks
// under the Node toolchain. Deno never loads this file (nothing imports it); on Deno the real
// namespace is used. Handlers must not touch Deno directly: read config through env.ts.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};
