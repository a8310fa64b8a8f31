// Stimuli drawn in SVG (no images, no fonts to load): the text in its ink, the fixation cross,
// and the four answer buttons. data-* attributes name the item for the scripted e2e child.
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent } from 'react';
import { COLOR_INFO, COLORS, itemInkHex, itemText, type InputKind, type StroopColor, type StroopItem } from '@akademi/shared/domain/battery/stroop/design';
import { FixationCross } from '../../lib/FixationCross';

export const STROOP_CSS = `
.sp-stage{background:#1e293b;cursor:default;height:min(45vh,360px)}
.sp-rule{font-size:1.3rem;font-weight:600;margin:0;color:#334155}
.sp-buttons{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px;width:100%;max-width:760px}
@media (max-width:560px){.sp-buttons{grid-template-columns:repeat(2,minmax(0,1fr))}.sp-stage{height:30vh}}
[data-stroop-stimulus]{max-width:92%;height:auto}
.sp-color{min-height:96px;border-radius:18px;border:4px solid rgba(0,0,0,.15);font-size:1.5rem;font-weight:700;cursor:pointer;touch-action:manipulation;-webkit-tap-highlight-color:transparent;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px}
.sp-color:focus-visible{outline:5px solid #1d4ed8;outline-offset:3px}
.sp-color:active{transform:scale(.97)}
.sp-key{font-size:.95rem;font-weight:600;opacity:.85}
.sp-example{display:inline-block;background:#1e293b;border-radius:14px;padding:8px 20px;margin:8px 0}
`;

/** `example`: an illustration on an instruction screen (no data-* item attributes). */
export function StimulusText({ item, width = 420, example = false }: { item: Pick<StroopItem, 'word' | 'ink' | 'stage' | 'n'>; width?: number; example?: boolean }) {
  const text = itemText(item);
  const data = example
    ? {}
    : { 'data-stroop-stimulus': '', 'data-stage': item.stage, 'data-n': item.n, 'data-word': item.word ?? 'none', 'data-ink': item.ink ?? 'none' };
  return (
    <svg viewBox="0 0 420 140" width={width} height={(width * 140) / 420} role="img" aria-label={example ? `Örnek: ${text}` : text} {...data}>
      <text x="210" y="100" textAnchor="middle" fontSize="84" fontWeight="800" letterSpacing="4" fill={itemInkHex(item)} fontFamily="system-ui, Arial, sans-serif">
        {text}
      </text>
    </svg>
  );
}

export const Fixation = () => <FixationCross size={70} color="#94a3b8" />;

export type AnswerHandler = (color: StroopColor, timeStamp: number, input: InputKind) => void;

/** The four answer buttons; timed on pointerdown (mouse, pen, touch) — keys are handled by the page. */
export function ColorButtons({ onAnswer }: { onAnswer: AnswerHandler }) {
  const onPointerDown = (color: StroopColor) => (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault(); // no focus move, no emulated mouse events after touch
    onAnswer(color, e.timeStamp, 'pointer');
  };
  // A click without a pointer (detail 0: assistive technology, programmatic) still answers.
  const onClick = (color: StroopColor) => (e: ReactMouseEvent<HTMLButtonElement>) => {
    if (e.detail === 0) onAnswer(color, e.timeStamp, 'keyboard');
  };
  return (
    <div className="sp-buttons" role="group" aria-label="Renk düğmeleri">
      {COLORS.map((c) => {
        const info = COLOR_INFO[c];
        return (
          <button
            key={c}
            type="button"
            className="sp-color"
            style={{ background: info.hex, color: info.text }}
            aria-label={info.label}
            aria-keyshortcuts={`${info.digit} ${info.letter.toUpperCase()}`}
            data-color={c}
            onPointerDown={onPointerDown(c)}
            onClick={onClick(c)}
          >
            <span>{info.label}</span>
            <span className="sp-key" aria-hidden="true">
              {info.digit} / {info.letter.toLocaleUpperCase('tr')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
