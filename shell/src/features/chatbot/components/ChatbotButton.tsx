// The chatbot button of the sidebar footer (spec 1 §2: every role except kullanici); the drawer
// is loaded on first open.
import { lazy, Suspense, useState } from 'react';
import { selectCurrentRole, useAppSelector } from '@akademi/shared';
import { Button, QuestionCircleOutlined } from '@akademi/shared/kit';

const ChatbotDrawer = lazy(() => import('./ChatbotDrawer'));

export function ChatbotButton() {
  const role = useAppSelector(selectCurrentRole);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!role || role === 'kullanici') return null;
  return (
    <>
      <Button
        block
        icon={<QuestionCircleOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Destek Asistanı
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatbotDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
