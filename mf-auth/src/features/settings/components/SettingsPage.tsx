// /settings (spec 1 §2 Profile settings): Kişisel Bilgiler, Güvenlik, Bildirimler (hidden for
// kullanici). Personal info saves only when changed; password change with validation; 'Yakında'
// items disabled; preference toggles persisted to users.notification_preferences.
// Issue 28: the two-factor item is real now (MfaSection); a user the app led here to enrol finds
// the Güvenlik tab open.
import { useState, type FormEvent } from 'react';
import { Link } from '@akademi/shared/router';
import {
  mfaGate,
  profileLoaded,
  selectSession,
  skipToken,
  useAppDispatch,
  useAppSelector,
  type NotificationPreferences,
} from '@akademi/shared';
import { App, Button, Form, Input, Typography } from '@akademi/shared/kit';
import { ArrowLeftOutlined, Divider, Switch, Tabs, Tag } from '@akademi/shared/kit-extra';
import { LmsLinksSection } from '@akademi/shared/lms-links';
import { PageTitle } from '@akademi/shared/ui';
import { phoneForStorage } from '@akademi/shared/domain/phone';
import {
  useChangePasswordMutation,
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
  useUpdateProfileMutation,
} from '../api/settings-api';
import { SessionsPanel } from './SessionsPanel';
import { MfaSection } from './MfaSection';
import { NOTIFICATION_PREFERENCE_KEYS, validatePassword, validatePersonal, type PasswordForm, type PersonalForm } from '../lib/settings-rules';

const YAKINDA = <Tag>Yakında</Tag>;

function PersonalTab() {
  const { profile, currentRole } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const initial: PersonalForm = { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', phone: profile?.phone ?? '' };
  const [form, setForm] = useState<PersonalForm>(initial);
  const [touched, setTouched] = useState(false);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const errors = touched ? validatePersonal(form) : {};
  const dirty = form.firstName !== initial.firstName || form.lastName !== initial.lastName || form.phone !== initial.phone;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!profile || !dirty || Object.keys(validatePersonal(form)).length > 0) return;
    const { error } = await updateProfile({ id: profile.id, form });
    if (error) {
      void message.error(error.message ?? '');
      return;
    }
    dispatch(
      profileLoaded({
        profile: { ...profile, firstName: form.firstName.trim(), lastName: form.lastName.trim(), phone: phoneForStorage(form.phone) },
        storedRole: currentRole,
      }),
    );
    void message.success('Profil bilgileri güncellendi');
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ maxWidth: 480 }}>
      <Form.Item label="Ad" layout="vertical" validateStatus={errors.firstName ? 'error' : undefined} help={errors.firstName} htmlFor="settings-first-name">
        <Input id="settings-first-name" value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} />
      </Form.Item>
      <Form.Item label="Soyad" layout="vertical" validateStatus={errors.lastName ? 'error' : undefined} help={errors.lastName} htmlFor="settings-last-name">
        <Input id="settings-last-name" value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} />
      </Form.Item>
      <Form.Item label="E-posta" layout="vertical" htmlFor="settings-email">
        <Input id="settings-email" value={profile?.email ?? ''} readOnly disabled />
      </Form.Item>
      <Form.Item
        label="Telefon (isteğe bağlı)"
        layout="vertical"
        validateStatus={errors.phone ? 'error' : undefined}
        help={errors.phone}
        htmlFor="settings-phone"
      >
        <Input id="settings-phone" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
      </Form.Item>
      <Typography.Paragraph type="secondary">Profil fotoğrafı: en fazla 2MB, JPG, PNG, GIF.</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
        Kaydet
      </Button>
    </form>
  );
}

const EMPTY_PASSWORDS: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function SecurityTab() {
  const { message } = App.useApp();
  const { profile, roles } = useAppSelector(selectSession);
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [touched, setTouched] = useState(false);
  // the server's answer for one field (wrong current password, a weak new one), until it changes
  const [serverError, setServerError] = useState<{ field: keyof PasswordForm; message: string; value: string } | null>(null);
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();
  const who = { roles, email: profile?.email, firstName: profile?.firstName, lastName: profile?.lastName };
  const errors: Partial<Record<keyof PasswordForm, string>> = touched ? validatePassword(form, who) : {};
  if (serverError && form[serverError.field] === serverError.value && !errors[serverError.field]) errors[serverError.field] = serverError.message;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (Object.keys(validatePassword(form, who)).length > 0) return;
    const result = await changePassword({ currentPassword: form.currentPassword, password: form.newPassword });
    if ('error' in result && result.error) {
      const err = result.error as { message?: string; field?: keyof PasswordForm | null };
      if (err.field) setServerError({ field: err.field, message: err.message ?? '', value: form[err.field] });
      else void message.error(err.message ?? '');
      return;
    }
    void message.success('Şifreniz başarıyla güncellendi');
    setForm(EMPTY_PASSWORDS);
    setTouched(false);
  };

  const field = (key: keyof PasswordForm, label: string) => (
    <Form.Item label={label} layout="vertical" validateStatus={errors[key] ? 'error' : undefined} help={errors[key]} htmlFor={`settings-${key}`}>
      <Input.Password id={`settings-${key}`} value={form[key]} autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'} onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 480 }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {field('currentPassword', 'Mevcut Şifre')}
        {field('newPassword', 'Yeni Şifre')}
        {field('confirmPassword', 'Yeni Şifre (Tekrar)')}
        <Button type="primary" htmlType="submit" loading={saving}>
          Şifreyi Güncelle
        </Button>
      </form>
      {/* TOTP is for staff (issue 28): a student's account opens no other child's data */}
      {roles.some((r) => r !== 'kullanici') ? <MfaSection /> : null}
      <SessionsPanel />
    </div>
  );
}

function NotificationsTab() {
  const { profile, currentRole } = useAppSelector(selectSession);
  const { message } = App.useApp();
  const { data: saved } = useGetNotificationPreferencesQuery(profile?.id ?? skipToken);
  // the switches' unsaved state; null = as saved
  const [edits, setPrefs] = useState<NotificationPreferences | null>(null);
  const prefs = edits ?? saved;
  const [savePreferences, { isLoading: saving }] = useSaveNotificationPreferencesMutation();

  if (!prefs || !saved || !profile) return <Typography.Text type="secondary">Yükleniyor...</Typography.Text>;
  const changed = NOTIFICATION_PREFERENCE_KEYS.some((k) => prefs[k] !== saved[k]);
  const showNewStudent = currentRole === 'beyin_antrenoru' || currentRole === 'temsilci';

  const toggle = (key: keyof NotificationPreferences, label: string, extra?: React.ReactNode, disabled = false) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <span id={`pref-${key}`}>
        {label} {extra}
      </span>
      <Switch aria-labelledby={`pref-${key}`} checked={prefs[key]} disabled={disabled} onChange={(v) => setPrefs({ ...prefs, [key]: v })} />
    </div>
  );

  const onSave = async () => {
    const { error } = await savePreferences({ id: profile.id, prefs });
    if (error) {
      void message.error(error.message ?? '');
      return;
    }
    setPrefs(null);
    void message.success('Bildirim tercihleri güncellendi');
  };

  return (
    <div style={{ maxWidth: 560 }}>
      {toggle('emailTestResults', 'Test sonuçları e-postası')}
      {showNewStudent ? toggle('emailNewStudent', 'Yeni öğrenci e-postası') : null}
      {toggle('emailSystemUpdates', 'Sistem güncellemeleri e-postası')}
      {toggle('pushNotifications', 'Anlık bildirimler', YAKINDA, true)}
      <Button type="primary" style={{ marginTop: 16 }} disabled={!changed} loading={saving} onClick={() => void onSave()}>
        Tercihleri Kaydet
      </Button>
    </div>
  );
}

/**
 * Spec 1 §2: the tab bar has three columns, two for kullanici (no notifications tab): the tabs
 * share the bar's width evenly, whatever their count.
 */
const TABS_CSS = `
.settings-tabs > .ant-tabs-nav .ant-tabs-nav-wrap{flex:1 1 auto}
.settings-tabs > .ant-tabs-nav .ant-tabs-nav-list{display:grid;grid-template-columns:repeat(var(--settings-tab-columns),minmax(0,1fr));width:100%}
.settings-tabs > .ant-tabs-nav .ant-tabs-tab{justify-content:center;margin:0}
`;

export default function SettingsPage() {
  const { currentRole, profile, mfa } = useAppSelector(selectSession);
  const mustEnrol = mfa !== null && mfaGate(mfa) === 'enrol';
  // issue 14: a trainer manages their own LMS links here (the database allows it to beyin_antrenoru only)
  const isTrainer = profile?.roles.includes('beyin_antrenoru') === true;
  const items = [
    { key: 'personal', label: 'Kişisel Bilgiler', children: <PersonalTab /> },
    { key: 'security', label: 'Güvenlik', children: <SecurityTab /> },
    ...(currentRole === 'kullanici' ? [] : [{ key: 'notifications', label: 'Bildirimler', children: <NotificationsTab /> }]),
  ];
  return (
    <div>
      <Link to="/dashboard">
        <ArrowLeftOutlined /> Ana Sayfaya Dön
      </Link>
      <PageTitle>Ayarlar</PageTitle>
      <style>{TABS_CSS}</style>
      {/* cast: a CSS custom property is no key of CSSProperties; TABS_CSS reads it */}
      <Tabs
        className="settings-tabs"
        style={{ ['--settings-tab-columns' as string]: items.length }}
        items={items}
        defaultActiveKey={mustEnrol ? 'security' : undefined}
      />
      {isTrainer && profile ? (
        <>
          <Divider />
          <LmsLinksSection trainerId={profile.id} trainerEmail={profile.email} />
        </>
      ) : null}
    </div>
  );
}
