// Draws a puzzle picture (or one piece of it: the same drawing seen through the cell's viewBox).
import { memo } from 'react';
import { CELL_UNITS, type Scene, type SceneElement } from '@akademi/shared/domain/battery/puzzle/scenes';

function Element({ el }: { el: SceneElement }) {
  switch (el.kind) {
    case 'rect':
      return <rect x={el.x} y={el.y} width={el.w} height={el.h} rx={el.rx} fill={el.fill} />;
    case 'circle':
      return <circle cx={el.cx} cy={el.cy} r={el.r} fill={el.fill} />;
    case 'ellipse':
      return <ellipse cx={el.cx} cy={el.cy} rx={el.rx} ry={el.ry} fill={el.fill} />;
    case 'poly':
      return <polygon points={el.points.map((p) => p.join(',')).join(' ')} fill={el.fill} />;
  }
}

function Drawing({ scene }: { scene: Scene }) {
  return (
    <>
      {scene.elements.map((el, i) => (
        <Element key={i} el={el} />
      ))}
    </>
  );
}

/** The whole picture (the reference shown beside the board). */
export const SceneSvg = memo(function SceneSvg({ scene, width, label }: { scene: Scene; width: number; label: string }) {
  const w = scene.cols * CELL_UNITS;
  const h = scene.rows * CELL_UNITS;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={width} height={(width * h) / w} role="img" aria-label={label}>
      <Drawing scene={scene} />
    </svg>
  );
});

/** One piece: the part of the picture inside cell `piece` (row-major). */
// memo: a placement re-renders the board and the tray, but no piece's drawing changes
export const PieceSvg = memo(function PieceSvg({ scene, piece, size }: { scene: Scene; piece: number; size: number }) {
  const x = (piece % scene.cols) * CELL_UNITS;
  const y = Math.floor(piece / scene.cols) * CELL_UNITS;
  return (
    <svg viewBox={`${x} ${y} ${CELL_UNITS} ${CELL_UNITS}`} width={size} height={size} aria-hidden="true" focusable="false">
      <Drawing scene={scene} />
    </svg>
  );
});
