// The exercises app: the hash route #/oyun/{type} picks the exercise; the app says EXERCISE_READY
// to the launcher and starts from the INIT_PROGRESS it gets (spec 3 §2.7, §4).
import { useEffect, useState } from 'react';
import type { HostLink, SavedProgress } from './protocol';
import { ExerciseRunner } from './ExerciseRunner';
import type { ExerciseDefinition } from './types';

/** '#/oyun/{type}' → type; anything else → null. */
export function typeFromHash(hash: string): string | null {
  const m = /^#\/oyun\/([a-z0-9-]+)\/?$/.exec(hash);
  return m?.[1] ?? null;
}

export function ExerciseApp({ registry, link, hash }: { registry: readonly ExerciseDefinition[]; link: HostLink; hash: string }) {
  const type = typeFromHash(hash);
  const def = registry.find((d) => d.type === type) ?? null;
  const [progress, setProgress] = useState<SavedProgress | null>(null);

  useEffect(() => {
    if (!def) return;
    let live = true;
    void link.ready().then((p) => live && setProgress(p));
    return () => {
      live = false;
    };
  }, [def, link]);

  if (!def) {
    return (
      <main className="tp-page">
        <section className="tp-card tp-error" role="alert">
          <h1>Egzersiz bulunamadı</h1>
          <p>Bu bağlantı bilinen bir egzersize ait değil. Lütfen egzersizi listeden yeniden başlatın.</p>
        </section>
      </main>
    );
  }
  if (!progress) {
    return (
      <main className="tp-page" aria-busy="true">
        <p>Yükleniyor...</p>
      </main>
    );
  }
  return <ExerciseRunner key={def.type} def={def} link={link} progress={progress} />;
}
