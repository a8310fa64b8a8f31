// Shows the one-shot flash message (session/flash-message.ts) once, inside antd <App>.
import { useEffect } from 'react';
import { App } from 'antd';
import { takeFlashMessage } from '../session/flash-message';

export function useFlashToast(): void {
  const { message } = App.useApp();
  useEffect(() => {
    const text = takeFlashMessage();
    if (text) void message.success(text);
  }, [message]);
}
