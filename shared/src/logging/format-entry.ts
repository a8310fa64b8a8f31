// Turning console arguments into a system_logs message and details (spec 2 §3: message cut to
// 10000 characters). Pure and defensive: a hostile argument (circular, throwing getter, huge)
// never throws out of here and never produces an unbounded string.

/** spec 2 §3 / §9: message length cap on capture. */
export const LOG_MESSAGE_MAX_CHARS = 10_000;
/** Our own bound on the serialized details JSON, so one entry cannot hold megabytes in memory. */
export const LOG_DETAILS_MAX_CHARS = 20_000;

export function cutMessage(message: string): string {
  return message.length > LOG_MESSAGE_MAX_CHARS ? message.slice(0, LOG_MESSAGE_MAX_CHARS) : message;
}

function errorInfo(err: Error): { name: string; message: string; stack?: string } {
  return { name: err.name, message: err.message, stack: typeof err.stack === 'string' ? err.stack.slice(0, 4000) : undefined };
}

/** JSON.stringify that survives cycles, BigInt, functions and throwing getters. */
export function safeStringify(value: unknown, maxChars = LOG_DETAILS_MAX_CHARS): string {
  const seen = new WeakSet<object>();
  let out: string;
  try {
    out =
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return v.toString();
        if (typeof v === 'function') return `[Function ${v.name || 'anonymous'}]`;
        if (typeof v === 'symbol') return v.toString();
        if (v instanceof Error) return errorInfo(v);
        if (v && typeof v === 'object') {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
          // DOM nodes and windows are huge and cyclic: show what they are only.
          if (typeof Node !== 'undefined' && v instanceof Node) return `[${v.nodeName}]`;
          if (typeof Window !== 'undefined' && v instanceof Window) return '[Window]';
        }
        return v;
      }) ?? String(value);
  } catch (_e) {
    try {
      out = String(value);
    } catch (_e2) {
      out = '[unserializable]';
    }
  }
  return out.length > maxChars ? out.slice(0, maxChars) : out;
}

function argText(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  if (arg === undefined) return 'undefined';
  if (typeof arg === 'object' && arg !== null) return safeStringify(arg, LOG_MESSAGE_MAX_CHARS);
  return String(arg);
}

/** The message: the arguments as the console shows them, joined by spaces, cut to 10000. */
export function messageFromArgs(args: readonly unknown[]): string {
  let out = '';
  for (const arg of args) {
    out += (out ? ' ' : '') + argText(arg);
    if (out.length >= LOG_MESSAGE_MAX_CHARS) break;
  }
  return cutMessage(out);
}

export type LogDetails = { [key: string]: unknown } | null;

/**
 * Details JSON: the non-string arguments (errors with their stack), or null when every argument
 * was a string. Kept as parsed JSON, bounded by LOG_DETAILS_MAX_CHARS.
 */
export function detailsFromArgs(args: readonly unknown[]): LogDetails {
  const rest = args.filter((a) => typeof a !== 'string');
  if (rest.length === 0) return null;
  const text = safeStringify({ args: rest });
  try {
    // cast: JSON.parse is typed any; the text is safeStringify's JSON, which LogDetails describes
    return JSON.parse(text) as LogDetails;
  } catch (_e) {
    // Cut in the middle of the JSON: keep a readable preview instead.
    return { truncated: true, preview: text.slice(0, 2000) };
  }
}
