// The pause control of a paced reading (Akan Yazılar, Gruplayarak Okuma): the button, and the hint
// under it (the space bar pauses too: usePacedSteps).

export function PauseControls({ paused, onToggle, hint }: { paused: boolean; onToggle: () => void; hint: string }) {
  return (
    <>
      <div className="ex-actions">
        <button type="button" className="ex-choice" onClick={onToggle} aria-pressed={paused}>
          {paused ? 'Devam Et' : 'Duraklat'}
        </button>
      </div>
      <p className="rx-muted">{hint}</p>
    </>
  );
}
