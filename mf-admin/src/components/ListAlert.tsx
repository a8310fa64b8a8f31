// An alert whose description is a short bulleted list: the delete dialog's warning, the page
// tester's 'Nasıl kullanılır?'.
import type { ReactNode } from 'react';
import { Alert } from '@akademi/shared/kit';

export function ListAlert({ type, title, items }: { type: 'info' | 'warning'; title: string; items: readonly ReactNode[] }) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {items.map((item, i) => (
            // the list is fixed text: its order is its identity
            <li key={i}>{item}</li>
          ))}
        </ul>
      }
    />
  );
}
