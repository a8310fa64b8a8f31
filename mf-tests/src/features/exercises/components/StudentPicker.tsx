// 'Öğrenci Seçimi': the trainer's students as cards, cancel goes to / (spec 3 §2.7, §8).
import { useEffect, useMemo, useState } from 'react';
import { comparePersonNames, matchesPersonSearch, personName } from '@akademi/shared/domain';
import { Button, Input, Spin, Typography, UserOutlined } from '@akademi/shared/kit';
import { Card } from '@akademi/shared/kit-extra';
import { CONSENT_STATUS_LABELS } from '@akademi/shared';
import { ConsentMissingAlert } from '@akademi/shared/ui';
import { getTrainerStudents, type LauncherUser, type PickerStudent } from '../api/exercises-api';
import { MSG_GENERIC, MSG_NO_STUDENTS, MSG_STUDENTS_FAILED } from '../lib/launcher';

interface Props {
  trainer: LauncherUser;
  accessKey: string;
  onPick: (s: PickerStudent) => void;
  onCancel: () => void;
}

export function StudentPicker({ trainer, accessKey, onPick, onCancel }: Props) {
  const [students, setStudents] = useState<PickerStudent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [blocked, setBlocked] = useState<string | null>(null);
  // issue 26: a student without guardian consent does not start an exercise (the database refuses it too)
  const pick = (s: PickerStudent) => {
    if (s.consent_status && s.consent_status !== 'onayli') setBlocked(s.id);
    else onPick(s);
  };
  // issue 17 §4: sorted by name (Turkish order), searchable by full name or e-mail
  const shown = useMemo(
    () => (students ?? []).filter((s) => matchesPersonSearch(s, search, [s.email])).sort(comparePersonNames),
    [students, search],
  );
  useEffect(() => {
    let live = true;
    getTrainerStudents(trainer.id, accessKey)
      .then((res) => {
        if (!live) return;
        if ('error' in res) setError(MSG_STUDENTS_FAILED);
        else setStudents(res.data.students ?? []);
      })
      .catch(() => live && setError(MSG_GENERIC));
    return () => {
      live = false;
    };
  }, [trainer.id, accessKey]);

  return (
    <section style={{ maxWidth: 960, margin: '32px auto', padding: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography.Title level={3}>Öğrenci Seçimi</Typography.Title>
        <Button onClick={onCancel}>İptal</Button>
      </div>
      {error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : students === null ? (
        <Spin />
      ) : students.length === 0 ? (
        <Typography.Text>{MSG_NO_STUDENTS}</Typography.Text>
      ) : (
        <>
        <Input
          placeholder="Öğrenci ara..."
          aria-label="Öğrenci ara..."
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        {blocked ? (
          <div style={{ marginBottom: 12 }}>
            <ConsentMissingAlert />
          </div>
        ) : null}
        {shown.length === 0 && <Typography.Text>Öğrenci bulunamadı.</Typography.Text>}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))', gap: 12 }}>
          {shown.map((s) => {
            const name = personName(s, s.email ?? '');
            return (
              <Card
                key={s.id}
                hoverable
                role="button"
                tabIndex={0}
                onClick={() => pick(s)}
                onKeyDown={(e) => {
                  if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                    e.preventDefault();
                    pick(s);
                  }
                }}
              >
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <UserOutlined />
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <div style={{ fontWeight: 600 }}>{name}</div>
                    <div style={{ color: '#6b7280', fontSize: 12 }}>{s.email}</div>
                    {s.consent_status && s.consent_status !== 'onayli' ? (
                      <div style={{ color: '#b91c1c', fontSize: 12 }}>Veli onayı: {CONSENT_STATUS_LABELS[s.consent_status]}</div>
                    ) : null}
                  </div>
                </div>
              </Card>
            );
          })}
        </div>
        </>
      )}
    </section>
  );
}
