// The portal's list rows (students, sessions, exercises, attempts): the row itself opens on a click;
// its keyboard and screen-reader control is one plain button inside, never a control around another
// (axe nested-interactive), at least 44 px high (issue 29: touch targets).
import type { KeyboardEvent } from 'react';

/** Enter and Space on a div that acts as a button (role="button"), as on a <button>. */
export function onActivateKey(activate: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
}

/** A row button's own styles: no chrome, the full row's text, at least 44 px high. */
export const ROW_BUTTON_STYLE = {
  // its text's own width: on a narrow row it takes a line of its own before a word would break
  flex: '1 1 auto',
  maxWidth: '100%',
  minWidth: 0,
  minHeight: 44,
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
} as const;

