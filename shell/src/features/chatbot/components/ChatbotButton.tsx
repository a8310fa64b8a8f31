// The chatbot button of the sidebar footer (spec 1 §2: every role except kullanici); the drawer
// (antd, with its providers) is loaded on first open; the button is plain markup (issue 19).
import { lazy, Suspense, useState } from 'react';
import { selectCurrentRole, useAppSelector } from '@akademi/shared';
import { QuestionCircleOutlined } from '@akademi/shared/icons';
import { AntdZone } from '../../../components/AntdZone';

const ChatbotDrawer = lazy(() => import('./ChatbotDrawer'));

export function ChatbotButton() {
  const role = useAppSelector(selectCurrentRole);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!role || role === 'kullanici') return null;
  return (
    <>
      <button
        type="button"
        className="akademi-btn ak-btn-block"
        style={{ marginTop: 8 }}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <QuestionCircleOutlined aria-hidden="true" />
        Destek Asistanı
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <AntdZone>
            <ChatbotDrawer open={open} onClose={() => setOpen(false)} />
          </AntdZone>
        </Suspense>
      ) : null}
    </>
  );
}
