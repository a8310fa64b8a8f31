// 'Notlar' popover on student, session and exercise rows (spec 3 §2.8, §4 "Note popover", §5,
// §8, §9: 400×500 (narrower on a phone), amber when a note exists, toast 3000 ms).
import { useState } from 'react';
import { App, Button, FormOutlined, Input, Spin, Typography } from '@akademi/shared/kit';
import { Popover } from '@akademi/shared/kit-extra';
import { formatDateTimeTr } from '../lib/format';
import { storedTrainerId } from '../lib/access';
import { useNoteQuery, useSaveNoteMutation, type NoteArgs } from '../api/tracking-api';
import type { NoteLevel, NoteScopeArgs } from '../lib/types';

export const NOTE_SUBTITLES: Record<NoteLevel, string> = {
  student: 'Öğrenci Notu',
  session: 'Oturum Notu',
  exercise: 'Egzersiz Notu',
  test_result: 'Test Notu',
  group: 'Grup Notu',
};
export const MSG_TRAINER_MISSING = 'Trainer not logged in. Please reload the tracking page.';
const TOAST_SECONDS = 3; // spec 3 §9: 3000 ms
const AMBER = { background: '#fef3c7', borderColor: '#f59e0b', color: '#92400e' };

export interface NotesPopoverProps {
  studentId: string;
  accessKey: string;
  scope: NoteScopeArgs;
  /** Accessible name of the button, e.g. 'Notlar: Ali Yılmaz' (the visible text stays 'Notlar'). */
  ariaLabel: string;
}

export function NotesPopover({ studentId, accessKey, scope, ariaLabel }: NotesPopoverProps) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const args: NoteArgs = { ...scope, studentId, accessKey, trainerId: storedTrainerId() };
  const { data: note, isLoading } = useNoteQuery(args);
  const [saveNote, { isLoading: saving }] = useSaveNoteMutation();
  const { message, notification } = App.useApp();
  const hasNote = !!note && note.note_text.trim() !== '';

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setEditing(false);
      setDraft(note?.note_text ?? '');
    }
  };

  const onSave = async () => {
    const text = draft.trim();
    if (text === '') return;
    const trainerId = storedTrainerId();
    if (!trainerId) {
      notification.error({ title: 'Hata', description: MSG_TRAINER_MISSING });
      return;
    }
    const res = await saveNote({ ...args, trainerId, noteText: text, noteId: hasNote ? note.id : null });
    if ('error' in res) {
      const msg = res.error?.message;
      notification.error({ title: 'Hata', description: msg || 'Not kaydedilemedi' });
      return;
    }
    setOpen(false);
    setEditing(false);
    void message.success({ content: res.data.updated ? 'Not güncellendi' : 'Not kaydedildi', duration: TOAST_SECONDS });
  };

  const onCancel = () => {
    if (!hasNote) setOpen(false);
    else {
      setEditing(false);
      setDraft(note.note_text);
    }
  };

  const editMode = !hasNote || editing;
  const content = (
    // React events bubble through the portal to the row under the button: keep them here.
    <div
      style={{ width: 'min(400px, calc(100vw - 32px))', height: 'min(500px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column', gap: 12, boxSizing: 'border-box' }}
      data-testid="notes-popover"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Notlar
        </Typography.Title>
        <Typography.Text type="secondary">{NOTE_SUBTITLES[scope.level]}</Typography.Text>
      </div>
      {isLoading ? (
        <Spin />
      ) : editMode ? (
        <>
          <Input.TextArea
            aria-label="Not"
            placeholder="Notunuzu buraya yazın..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            style={{ flex: 1, resize: 'none' }}
          />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={saving}>
              İptal
            </Button>
            <Button type="primary" onClick={() => void onSave()} disabled={draft.trim() === '' || saving}>
              {saving ? 'Kaydediliyor...' : 'Kaydet'}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div style={{ flex: 1, overflow: 'auto', whiteSpace: 'pre-wrap', border: '1px solid #e5e7eb', borderRadius: 8, padding: 12 }} data-testid="note-text">
            {note.note_text}
          </div>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography.Text type="secondary">{formatDateTimeTr(note.created_at)}</Typography.Text>
            <Button
              onClick={() => {
                setDraft(note.note_text);
                setEditing(true);
              }}
            >
              Düzenle
            </Button>
          </div>
        </>
      )}
    </div>
  );

  return (
    <Popover open={open} onOpenChange={openChange} trigger="click" content={content} placement="left" destroyOnHidden>
      <Button
        size="small"
        icon={<FormOutlined />}
        aria-label={ariaLabel}
        data-has-note={hasNote ? 'true' : 'false'}
        style={hasNote ? AMBER : undefined}
        onClick={(e) => e.stopPropagation()}
      >
        Notlar
      </Button>
    </Popover>
  );
}
