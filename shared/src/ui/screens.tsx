// Generic screens of spec 1 §2: loading 'Yükleniyor...', error 'Bir Hata Oluştu' with
// 'Sayfayı Yenile' and 'Tekrar Dene'.
import { Button, Spin } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';

export const LOADING_TEXT = 'Yükleniyor...';
export const ERROR_TITLE = 'Bir Hata Oluştu';

export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 48, minHeight: fullPage ? '100vh' : 240 }}
    >
      <Spin size="large" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}

export interface ErrorScreenProps {
  /** 'Tekrar Dene': re-render the failed part without a reload. */
  onRetry?: () => void;
  detail?: string;
}

export function ErrorScreen({ onRetry, detail }: ErrorScreenProps) {
  return (
    <div role="alert" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '48px 16px', textAlign: 'center' }}>
      <CloseCircleOutlined style={{ fontSize: 56, color: '#ff4d4f' }} aria-hidden />
      <h1 style={{ fontSize: 24, margin: 0 }}>{ERROR_TITLE}</h1>
      {detail ? <p style={{ margin: 0, color: 'rgba(0,0,0,0.55)' }}>{detail}</p> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          Sayfayı Yenile
        </Button>
        {onRetry ? <Button onClick={onRetry}>Tekrar Dene</Button> : null}
      </div>
    </div>
  );
}
