// Plain toasts of the signed-in layout (in place of antd's App.message there, issue 19): a short
// message at the top of the page for a few seconds, read out by screen readers (role=status; an
// error is role=alert). Any shell code calls toast.success(…) etc.; <Toaster/> (in the layout) draws
// them. Remote pages keep antd's message through their own UiProvider.
import { useSyncExternalStore } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@akademi/shared/icons';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** A bold first line (antd notification's 'message'), the text below it. */
  title?: string;
}

/** How long a toast stays, unless the caller says otherwise (antd's message: 3 s; here 4 s to read). */
export const TOAST_SECONDS = 4;

let items: ToastItem[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function show(kind: ToastKind, text: string, seconds = TOAST_SECONDS, title?: string): void {
  const id = ++seq;
  items = [...items, { id, kind, text, ...(title ? { title } : {}) }];
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, seconds * 1000);
}

export const toast = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  error: (text: string, seconds?: number, title?: string) => show('error', text, seconds, title),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => items;

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled };

export function Toaster() {
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="ak-toasts" aria-live="polite">
      {shown.map((t) => {
        const Icon = ICONS[t.kind];
        return (
          <div key={t.id} className={`ak-toast ak-toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            <Icon className="ak-toast-icon" aria-hidden="true" />
            <span>
              {t.title ? <strong style={{ display: 'block' }}>{t.title}</strong> : null}
              {t.text}
            </span>
          </div>
        );
      })}
    </div>
  );
}
