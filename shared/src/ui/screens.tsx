// Generic screens of spec 1 §2: loading 'Yükleniyor...', error 'Bir Hata Oluştu' with
// 'Sayfayı Yenile' and 'Tekrar Dene'.
import { Button, Result, Spin } from 'antd';

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
    <Result
      status="error"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{ERROR_TITLE}</h1>}
      subTitle={detail}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Sayfayı Yenile
        </Button>,
        onRetry ? (
          <Button key="retry" onClick={onRetry}>
            Tekrar Dene
          </Button>
        ) : null,
      ]}
    />
  );
}
