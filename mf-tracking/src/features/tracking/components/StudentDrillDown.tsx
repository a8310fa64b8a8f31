// Student → session → exercise → attempt (spec 3 §2.8). Session groups, totals, attempt order,
// date fallbacks and settings labels come from the shared domain (never re-implemented here).
import { useEffect, useMemo, useState } from 'react';
import { Button, Typography } from '@akademi/shared/kit';
import { Card, Tag } from '@akademi/shared/kit-extra';
import { VISUALLY_HIDDEN } from '@akademi/shared/ui';
import { useStudentSessionsQuery } from '../api/tracking-api';
import { fullName, sessionIndexOf } from '../lib/access';
import {
  attemptDateLabel,
  attemptHistoryOf,
  exerciseSettingsRows,
  exerciseTotals,
  groupExercisesBySession,
  sortAttemptsNewestFirst,
  type AttemptEntry,
  type SessionGroup,
} from '@akademi/shared/domain';
import { minutesOf } from '../lib/format';
import type { TrackingExerciseRecord, TrackingStudent } from '../lib/types';
import { NotesPopover } from './NotesPopover';
import { onActivateKey, ROW_BUTTON_STYLE } from '../lib/row-button';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="link" onClick={onClick} style={{ paddingLeft: 0, marginBottom: 8 }}>
      ← {label}
    </Button>
  );
}

function Totals({ items }: { items: [string, string | number][] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 12, marginBottom: 16 }}>
      {items.map(([label, value]) => (
        <Card key={label} size="small">
          <div style={{ color: '#6b7280', fontSize: 12 }}>{label}</div>
          <div style={{ fontSize: 20, fontWeight: 700 }}>{value}</div>
        </Card>
      ))}
    </div>
  );
}

/** kind: the hidden word before the title in the button's name ('Oturum: …', 'Egzersiz: …'). */
function Row({ kind, title, onOpen, children }: { kind: string; title: string; onOpen: () => void; children: React.ReactNode }) {
  return (
    <li>
      <div
        onClick={onOpen}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', background: '#fff', border: '1px solid #e5e7eb', borderRadius: 8, padding: 12, cursor: 'pointer' }}
      >
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          style={{ ...ROW_BUTTON_STYLE, fontWeight: 600 }}
        >
          <span style={VISUALLY_HIDDEN}>{kind}: </span>
          {title}
        </button>
        {children}
      </div>
    </li>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 } as const;

interface Props {
  student: TrackingStudent;
  accessKey: string;
  /** Öğrenciler tab shows max level and the 'Seviye' badge; Okullar/Sınıflar do not (spec 3 §2.8). */
  inStudentsTab: boolean;
  onBack: () => void;
  backLabel: string;
}

export function StudentDrillDown({ student, accessKey, inStudentsTab, onBack, backLabel }: Props) {
  const { data, isError, error, isLoading } = useStudentSessionsQuery({ studentEmail: student.email ?? '', accessKey }, { skip: !student.email });
  // spec 3 §8: a session fetch failure is a console error; the list stays as it was
  const [exercises, setExercises] = useState<TrackingExerciseRecord[]>([]);
  useEffect(() => {
    if (data) setExercises(data);
  }, [data]);
  useEffect(() => {
    if (isError) console.error('Tracking sessions fetch failed', error);
  }, [isError, error]);

  const groups = useMemo(() => groupExercisesBySession(exercises), [exercises]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [slug, setSlug] = useState<string | null>(null);
  const session = groups.find((g) => g.session_id === sessionId) ?? null;
  const exercise = session?.exercises.find((e) => e.exercise_slug === slug) ?? null;
  const name = fullName(student) || 'Bilinmeyen Öğrenci';

  if (session && exercise) {
    return (
      <ExerciseDetail
        student={student}
        session={session}
        exercise={exercise}
        accessKey={accessKey}
        inStudentsTab={inStudentsTab}
        onBack={() => setSlug(null)}
      />
    );
  }
  if (session) {
    const t = exerciseTotals(session.exercises);
    return (
      <section>
        <BackButton label="Oturumlara Dön" onClick={() => setSessionId(null)} />
        <Typography.Title level={3}>{session.session_name}</Typography.Title>
        <Typography.Text type="secondary">{name}</Typography.Text>
        <Totals
          items={[
            ['Egzersiz', t.total_exercises],
            ['Oturum', t.total_attempts],
            ['Süre (dk)', t.total_time_minutes],
          ]}
        />
        <ul style={listStyle}>
          {session.exercises.map((e) => (
            <Row key={e.exercise_slug} kind="Egzersiz" title={e.exercise_title ?? e.exercise_slug} onOpen={() => setSlug(e.exercise_slug)}>
              <NotesPopover
                studentId={student.id}
                accessKey={accessKey}
                scope={{ level: 'exercise', whiteExerciseId: session.session_id, exerciseSlug: e.exercise_slug, sessionIndex: sessionIndexOf(session.session_id) }}
                ariaLabel={`Notlar: ${e.exercise_title ?? e.exercise_slug}`}
              />
              <span>{Number(e.total_sessions) || 0} oturum</span>
              <span>{minutesOf(e.total_time_seconds)} dk</span>
              {inStudentsTab ? <span>Maks. Seviye {Number(e.max_level_reached) || 1}</span> : null}
            </Row>
          ))}
        </ul>
      </section>
    );
  }
  const totals = exerciseTotals(exercises);
  return (
    <section>
      <BackButton label={backLabel} onClick={onBack} />
      <Typography.Title level={3}>{name}</Typography.Title>
      <Typography.Text type="secondary">{student.email}</Typography.Text>
      <Totals
        items={[
          ['Egzersiz', totals.total_exercises],
          ['Oturum', totals.total_attempts],
          ['Süre (dk)', totals.total_time_minutes],
        ]}
      />
      <Typography.Title level={4}>Oturumlar ({groups.length})</Typography.Title>
      <Typography.Paragraph type="secondary">LMS program oturumlarına göre düzenlenmiş egzersizler</Typography.Paragraph>
      {isLoading ? (
        <div>Yükleniyor...</div>
      ) : groups.length === 0 ? (
        <div>Henüz oturum bulunamadı</div>
      ) : (
        <ul style={listStyle}>
          {groups.map((g) => (
            <Row key={g.session_id} kind="Oturum" title={g.session_name} onOpen={() => setSessionId(g.session_id)}>
              <NotesPopover
                studentId={student.id}
                accessKey={accessKey}
                scope={{ level: 'session', sessionId: g.session_id, whiteExerciseId: g.session_id }}
                ariaLabel={`Notlar: ${g.session_name}`}
              />
              <span>{g.total_exercises} egzersiz</span>
              <span>{g.total_attempts} oturum</span>
              <span>{g.total_time_minutes} dk</span>
            </Row>
          ))}
        </ul>
      )}
    </section>
  );
}

function attemptFacts(a: AttemptEntry): string[] {
  const nf = new Intl.NumberFormat('tr-TR');
  const out: string[] = [];
  if (a.score !== null && a.score !== undefined) out.push(`Skor: ${nf.format(a.score)}`);
  if (a.correct !== null && a.correct !== undefined) out.push(`Doğru: ${nf.format(a.correct)}`);
  if (a.wrong !== null && a.wrong !== undefined) out.push(`Yanlış: ${nf.format(a.wrong)}`);
  if (a.accuracy !== null && a.accuracy !== undefined) out.push(`Doğruluk (%): ${nf.format(a.accuracy)}`);
  return out;
}

function ExerciseDetail({
  student,
  session,
  exercise,
  accessKey,
  inStudentsTab,
  onBack,
}: {
  student: TrackingStudent;
  session: SessionGroup<TrackingExerciseRecord>;
  exercise: TrackingExerciseRecord;
  accessKey: string;
  inStudentsTab: boolean;
  onBack: () => void;
}) {
  const attempts = useMemo(() => sortAttemptsNewestFirst(attemptHistoryOf(exercise)), [exercise]);
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected === null ? null : attempts[selected];
  const title = exercise.exercise_title ?? exercise.exercise_slug;
  const totals: [string, string | number][] = [
    ['Oturum', Number(exercise.total_sessions) || 0],
    ['Süre (dk)', minutesOf(exercise.total_time_seconds)],
  ];
  if (inStudentsTab) totals.push(['Maks. Seviye', Number(exercise.max_level_reached) || 1]);
  return (
    <section>
      <BackButton label={inStudentsTab ? 'Oturumdaki Egzersizlere Dön' : 'Egzersizlere Dön'} onClick={onBack} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
          {title}
        </Typography.Title>
        <NotesPopover
          studentId={student.id}
          accessKey={accessKey}
          scope={{ level: 'exercise', whiteExerciseId: session.session_id, exerciseSlug: exercise.exercise_slug, sessionIndex: sessionIndexOf(session.session_id) }}
          ariaLabel={`Notlar: ${title}`}
        />
      </div>
      <Typography.Text type="secondary">
        {fullName(student)} · {session.session_name}
      </Typography.Text>
      <Totals items={totals} />
      {chosen ? (
        <Card size="small" title="Seçili Deneme Ayarları" style={{ marginBottom: 16 }} data-testid="selected-attempt-settings">
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            {exerciseSettingsRows(exercise.exercise_slug, chosen.settings).map((r) => (
              <div key={r.field} style={{ display: 'contents' }}>
                <dt style={{ color: '#6b7280' }}>{r.label}</dt>
                <dd style={{ margin: 0 }}>{r.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ) : null}
      <Typography.Title level={4}>Deneme Geçmişi ({attempts.length})</Typography.Title>
      {attempts.length === 0 ? (
        <div>Deneme geçmişi bulunamadı</div>
      ) : (
        <ul style={listStyle}>
          {attempts.map((a, i) => (
            <li key={i}>
              <div
                role="button"
                tabIndex={0}
                aria-pressed={selected === i}
                onClick={() => setSelected(selected === i ? null : i)}
                onKeyDown={onActivateKey(() => setSelected(selected === i ? null : i))}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  minHeight: 44,
                  gap: 16,
                  alignItems: 'center',
                  background: selected === i ? '#eff6ff' : '#fff',
                  border: `1px solid ${selected === i ? '#3b82f6' : '#e5e7eb'}`,
                  borderRadius: 8,
                  padding: 12,
                  cursor: 'pointer',
                }}
              >
                <span style={{ fontWeight: 600 }}>
                  <span style={VISUALLY_HIDDEN}>Deneme </span>
                  {attemptDateLabel(a)}
                </span>
                {attemptFacts(a).map((f) => (
                  <span key={f}>{f}</span>
                ))}
                {inStudentsTab ? <Tag color="blue">Seviye {Number(a.level) || 1}</Tag> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
