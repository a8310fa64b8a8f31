// 'İki Adımlı Doğrulama' in the Güvenlik tab (spec 1 §2 showed it as 'Yakında'; issue 28 builds it):
// enrol an authenticator app (QR code, the secret as copyable text, a 6-digit code to confirm),
// 'Etkin' once enrolled, remove with a confirmation (the server refuses an admin's last factor while
// required: its Turkish message is shown). Admins also see the product's two requirement switches,
// which the database lets them change only at aal2.
import { useState, type FormEvent } from 'react';
import {
  MFA_STEP,
  formatDate,
  mfaGate,
  refreshMfaStatus,
  selectSession,
  useAppDispatch,
  useAppSelector,
  validateMfaCode,
  type TotpEnrolment,
} from '@akademi/shared';
import { Alert, App, Button, Form, Input, Typography } from '@akademi/shared/kit';
import { Switch, Tag } from '@akademi/shared/kit-extra';
import {
  useConfirmTotpEnrolmentMutation,
  useGetSecuritySettingsQuery,
  useGetTotpFactorsQuery,
  useRemoveTotpFactorMutation,
  useSaveSecuritySettingsMutation,
  useStartTotpEnrolmentMutation,
  type SecuritySettings,
} from '../api/settings-api';

export const MFA_TEXT = {
  title: 'İki Adımlı Doğrulama',
  enabled: 'Etkin',
  disabled: 'Kapalı',
  explain: 'Girişte şifrenize ek olarak telefonunuzdaki doğrulama uygulamasının (ör. Google Authenticator, Microsoft Authenticator) ürettiği 6 haneli kod sorulur.',
  mustEnrol: 'Hesabınız için iki adımlı doğrulama zorunludur. Yönetim ekranlarını kullanabilmek için önce bir doğrulama uygulaması ekleyin.',
  start: 'Doğrulama uygulaması ekle',
  scan: '1. Doğrulama uygulamanızla bu QR kodunu okutun.',
  qrAlt: 'Doğrulama uygulaması için QR kodu',
  secretHelp: 'QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin:',
  secretLabel: 'Gizli anahtar',
  confirmHelp: '2. Uygulamanın gösterdiği 6 haneli kodu girin.',
  confirm: 'Doğrula ve etkinleştir',
  cancel: 'Vazgeç',
  enrolled: 'İki adımlı doğrulama etkinleştirildi',
  remove: 'Doğrulama uygulamasını kaldır',
  removeTitle: 'Doğrulama uygulaması kaldırılsın mı?',
  removeBody: 'Kaldırırsanız girişte yalnızca şifreniz sorulur. Daha sonra yeniden ekleyebilirsiniz.',
  removeOk: 'Kaldır',
  removed: 'Doğrulama uygulaması kaldırıldı',
  requirementTitle: 'Zorunluluk (yönetici ayarı)',
  requireAdmin: 'Yöneticiler için iki adımlı doğrulama zorunlu',
  requireStaff: 'Antrenör ve temsilciler için de zorunlu',
  requirementNeedsCode: 'Bu ayarları değiştirmek için önce iki adımlı doğrulamayı etkinleştirip kodla giriş yapın.',
  saved: 'Güvenlik ayarı kaydedildi',
} as const;

function EnrolForm({ enrolment, onDone, onCancel }: { enrolment: TotpEnrolment; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmTotpEnrolmentMutation();
  const fieldError = touched ? validateMfaCode(code) : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (validateMfaCode(code)) return;
    setServerError(null);
    const { error } = await confirm({ factorId: enrolment.factorId, code });
    if (error) {
      setServerError((error as { message?: string }).message ?? MFA_STEP.failed);
      setCode('');
      setTouched(false);
      return;
    }
    onDone();
  };

  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Paragraph>{MFA_TEXT.scan}</Typography.Paragraph>
      <img src={enrolment.qrCode} alt={MFA_TEXT.qrAlt} width={180} height={180} style={{ display: 'block', maxWidth: '100%', height: 'auto', background: '#fff' }} />
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 4 }}>{MFA_TEXT.secretHelp}</Typography.Paragraph>
      <Typography.Paragraph>
        <span id="mfa-secret-label">{MFA_TEXT.secretLabel}: </span>
        <Typography.Text code copyable={{ text: enrolment.secret, tooltips: ['Kopyala', 'Kopyalandı'] }} aria-labelledby="mfa-secret-label" data-testid="mfa-secret" style={{ overflowWrap: 'anywhere' }}>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 8 }}>{MFA_TEXT.confirmHelp}</Typography.Paragraph>
      {serverError ? <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: 12 }} /> : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Form.Item label={MFA_STEP.label} layout="vertical" validateStatus={fieldError ? 'error' : undefined} help={fieldError} htmlFor="settings-mfa-code">
          <Input
            id="settings-mfa-code"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            style={{ maxWidth: 200 }}
            onChange={(e) => setCode(e.target.value)}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {MFA_TEXT.confirm}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            {MFA_TEXT.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RequirementSwitches({ canChange }: { canChange: boolean }) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const { data: settings, isError } = useGetSecuritySettingsQuery();
  const [save, { isLoading }] = useSaveSecuritySettingsMutation();

  const onToggle = async (next: SecuritySettings) => {
    const { error } = await save(next);
    if (error) {
      void message.error((error as { message?: string }).message ?? '');
      return;
    }
    void message.success(MFA_TEXT.saved);
    void refreshMfaStatus(dispatch);
  };

  const row = (key: keyof SecuritySettings, label: string) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <span id={`mfa-${key}`}>{label}</span>
      <Switch
        aria-labelledby={`mfa-${key}`}
        checked={settings?.[key] ?? false}
        disabled={!settings || !canChange}
        loading={isLoading}
        onChange={(v) => settings && void onToggle({ ...settings, [key]: v })}
      />
    </div>
  );

  return (
    <section aria-labelledby="settings-mfa-requirement-title" style={{ marginTop: 16 }}>
      <Typography.Title level={5} id="settings-mfa-requirement-title">
        {MFA_TEXT.requirementTitle}
      </Typography.Title>
      {isError ? <Typography.Text type="danger">Güvenlik ayarları yüklenemedi</Typography.Text> : null}
      {!canChange ? <Typography.Paragraph type="secondary">{MFA_TEXT.requirementNeedsCode}</Typography.Paragraph> : null}
      {row('mfaRequiredAdmin', MFA_TEXT.requireAdmin)}
      {row('mfaRequiredStaff', MFA_TEXT.requireStaff)}
    </section>
  );
}

export function MfaSection() {
  const { message, modal } = App.useApp();
  const dispatch = useAppDispatch();
  const { mfa, roles } = useAppSelector(selectSession);
  const { data: factors, isLoading, isError } = useGetTotpFactorsQuery();
  const [start, { isLoading: starting }] = useStartTotpEnrolmentMutation();
  const [remove] = useRemoveTotpFactorMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verified = (factors ?? []).find((f) => f.verified) ?? null;
  const mustEnrol = mfa !== null && mfaGate(mfa) === 'enrol';

  const onStart = async () => {
    setError(null);
    const result = await start();
    if ('error' in result && result.error) {
      setError((result.error as { message?: string }).message ?? '');
      return;
    }
    if ('data' in result && result.data) setEnrolment(result.data);
  };

  const onEnrolled = () => {
    setEnrolment(null);
    void message.success(MFA_TEXT.enrolled);
    void refreshMfaStatus(dispatch);
  };

  const onRemove = (factorId: string) => {
    modal.confirm({
      title: MFA_TEXT.removeTitle,
      content: MFA_TEXT.removeBody,
      okText: MFA_TEXT.removeOk,
      okButtonProps: { danger: true },
      cancelText: MFA_TEXT.cancel,
      onOk: async () => {
        setError(null);
        const result = await remove(factorId);
        if ('error' in result && result.error) {
          setError((result.error as { message?: string }).message ?? '');
          return;
        }
        void message.success(MFA_TEXT.removed);
        void refreshMfaStatus(dispatch);
      },
    });
  };

  return (
    <section aria-labelledby="settings-mfa-title" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="settings-mfa-title">
        {MFA_TEXT.title} {verified ? <Tag color="green">{MFA_TEXT.enabled}</Tag> : factors ? <Tag>{MFA_TEXT.disabled}</Tag> : null}
      </Typography.Title>
      {mustEnrol && !verified ? <Alert type="warning" showIcon title={MFA_TEXT.mustEnrol} style={{ marginBottom: 12 }} /> : null}
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      {isLoading ? <Typography.Text type="secondary">Yükleniyor...</Typography.Text> : null}
      {isError ? <Typography.Text type="danger">İki adımlı doğrulama bilgisi yüklenemedi.</Typography.Text> : null}
      {factors && verified ? (
        <div>
          <Typography.Paragraph>
            {verified.friendlyName ?? 'Doğrulama uygulaması'} — eklenme: {formatDate(verified.createdAt)}
          </Typography.Paragraph>
          <Button danger onClick={() => onRemove(verified.id)}>
            {MFA_TEXT.remove}
          </Button>
        </div>
      ) : null}
      {factors && !verified ? (
        <div>
          <Typography.Paragraph type="secondary">{MFA_TEXT.explain}</Typography.Paragraph>
          {enrolment ? (
            <EnrolForm enrolment={enrolment} onDone={onEnrolled} onCancel={() => setEnrolment(null)} />
          ) : (
            <Button type="primary" loading={starting} onClick={() => void onStart()}>
              {MFA_TEXT.start}
            </Button>
          )}
        </div>
      ) : null}
      {roles.includes('admin') ? <RequirementSwitches canChange={mfa?.aal === 'aal2'} /> : null}
    </section>
  );
}
