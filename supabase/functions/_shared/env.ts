// Runtime-neutral environment access: Deno.env on Supabase (Deno), process.env on Node (the
// local server). Read at request time, never cached at import, so tests and the local server
// may change the environment between requests.

interface EnvHost {
  Deno?: { env?: { get(name: string): string | undefined } };
  process?: { env?: Record<string, string | undefined> };
}

export type EnvReader = (name: string) => string | undefined;

/** Returns the variable's value, or undefined when unset or blank. */
export const getEnv: EnvReader = (name) => {
  const host = globalThis as unknown as EnvHost;
  const raw = host.Deno?.env ? host.Deno.env.get(name) : host.process?.env?.[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw;
};

/** True when SUPABASE_URL points at this machine (the local stack, tests, demos). */
export function isLocalStack(env: EnvReader = getEnv): boolean {
  const url = env('SUPABASE_URL');
  if (!url) return false;
  try {
    const host = new URL(url).hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
  } catch {
    return false;
  }
}
