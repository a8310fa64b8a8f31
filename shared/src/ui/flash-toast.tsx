// A success message handed to the next page through router state (e.g. 'Başarıyla giriş yapıldı!'
// after sign-in): the sign-in page stays free of antd's message/notification code.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App } from 'antd';

export interface FlashState {
  toast?: string;
}

/** Shows location.state.toast once (inside antd <App>), then clears it from history. */
export function useFlashToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const toast = (location.state as FlashState | null)?.toast;
  useEffect(() => {
    if (!toast) return;
    void message.success(toast);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [toast, message, navigate, location.pathname, location.search]);
}
