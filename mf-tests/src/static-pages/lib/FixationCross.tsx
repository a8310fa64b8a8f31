// The fixation cross a timed test shows between stimuli (Dikkat, Stroop): drawn in SVG, hidden from
// assistive technology; data-fixation lets the scripted e2e child see it.

export function FixationCross({ size, color }: { size: number; color: string }) {
  return (
    <svg viewBox="0 0 200 200" width={size} height={size} aria-hidden="true" data-fixation="">
      <path d="M100 40 V160 M40 100 H160" stroke={color} strokeWidth="14" strokeLinecap="round" />
    </svg>
  );
}
