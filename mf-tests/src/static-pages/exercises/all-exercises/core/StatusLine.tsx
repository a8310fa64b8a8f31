// An exercise's live message line (role="status": read out when it changes): its base class, with
// 'ok' or 'bad' added after a right or a wrong answer.
import type { ComponentPropsWithoutRef } from 'react';

export type StatusTone = 'ok' | 'bad' | null;

export function StatusLine({ base, tone = null, ...rest }: { base: string; tone?: StatusTone } & Omit<ComponentPropsWithoutRef<'p'>, 'className' | 'role'>) {
  return <p className={tone ? `${base} ${tone}` : base} role="status" {...rest} />;
}
