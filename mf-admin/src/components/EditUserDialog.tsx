// Edit user (spec 1 §2 "Dialogs of both screens", §5 "Edit user", §8). Roles and another
// account's e-mail change only by an admin (the database refuses it for others), so only an
// admin gets the role checkboxes and an editable e-mail.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from '@akademi/shared/kit';
import { Checkbox, Col, Divider, Modal, Radio, Row } from '@akademi/shared/kit-extra';
import {
  CHECK_VIOLATION_MESSAGE,
  ROLE_LABELS,
  ROLE_MENU_ORDER,
  isCheckViolation,
  selectCurrentRole,
  useAppSelector,
  type Role,
} from '@akademi/shared';
import { normalizeDemographicInfo } from '@akademi/shared/domain';
import {
  GRADE_LEVELS,
  compactDemographics,
  isValidEmail,
  phoneOrNull,
  validateDemographicLengths,
  validatePhones,
  validateProfileLengths,
} from '../lib/validators';
import { useGetUserDemographicsQuery, useUpdateUserMutation, type ManagedUser } from '../lib/users-api';

export const EDIT_ROLE_REQUIRED = 'En az bir rol seçilmelidir';

const DEMOGRAPHIC_FIELDS = [
  'student_number',
  'grade_level',
  'school_name',
  'birth_date',
  'gender',
  'parent_name',
  'parent_phone',
  'parent_email',
  'city',
  'district',
  'address',
] as const;
type DemoKey = (typeof DEMOGRAPHIC_FIELDS)[number];

interface EditState {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  is_active: boolean;
  roles: Role[];
  demo: Record<DemoKey, string>;
}

function initialState(user: ManagedUser): EditState {
  const info = normalizeDemographicInfo(user.demographic_info);
  // cast: Object.fromEntries types its keys as string; the map above gives every DemoKey one entry
  const demo = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((k) => [k, info[k] == null ? '' : String(info[k])])) as Record<DemoKey, string>;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    is_active: user.is_active,
    roles: [...user.roles],
    demo,
  };
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

export function EditUserDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const currentRole = useAppSelector(selectCurrentRole);
  const isAdmin = currentRole === 'admin';
  const [state, setState] = useState<EditState | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  // demographic_info is read through the logged student_demographics (issue 26 §2), fresh on each
  // opening; the form starts only once it is there, so a save never drops keys it did not load
  const demographics = useGetUserDemographicsQuery({ id: user?.id ?? '', screen: 'user_edit' }, { skip: !user, refetchOnMountOrArgChange: true });
  const loaded = useMemo(
    () => (user && demographics.isSuccess && !demographics.isFetching ? { ...user, demographic_info: demographics.data } : null),
    [user, demographics.isSuccess, demographics.isFetching, demographics.data],
  );

  useEffect(() => {
    setState(loaded ? initialState(loaded) : null);
    setFormError(null);
  }, [loaded]);

  if (!user) return null;
  if (!loaded || !state) {
    return (
      <Modal open title="Kullanıcıyı Düzenle" onCancel={onClose} width={720} footer={<Button onClick={onClose}>İptal</Button>}>
        {demographics.isError ? (
          <Alert type="error" showIcon title="Kullanıcı bilgileri yüklenemedi." />
        ) : (
          <Typography.Text type="secondary">Yükleniyor...</Typography.Text>
        )}
      </Modal>
    );
  }
  const set = (patch: Partial<EditState>) => setState((s) => (s ? { ...s, ...patch } : s));
  const setDemo = (key: DemoKey, value: string) => setState((s) => (s ? { ...s, demo: { ...s.demo, [key]: value } } : s));
  const noRole = state.roles.length === 0;

  const save = async () => {
    if (!state.first_name.trim() || !state.last_name.trim() || !state.email.trim()) {
      setFormError('Ad, soyad ve e-posta zorunludur');
      return;
    }
    if (!isValidEmail(state.email)) {
      setFormError('Geçerli bir e-posta adresi giriniz');
      return;
    }
    const tooLong =
      validateProfileLengths({ firstName: state.first_name, lastName: state.last_name, email: state.email, phone: state.phone }) ??
      validateDemographicLengths(state.demo) ??
      validatePhones({ phone: state.phone, details: state.demo });
    if (tooLong) {
      setFormError(tooLong);
      return;
    }
    if (noRole) return;
    setFormError(null);
    // Keys the form does not show (notes, …) are kept; empty values are dropped (spec 1 §5).
    const merged = { ...normalizeDemographicInfo(loaded.demographic_info), ...state.demo };
    try {
      const result = await updateUser({
        id: user.id,
        first_name: state.first_name.trim(),
        last_name: state.last_name.trim(),
        email: state.email.trim().toLowerCase(),
        phone: phoneOrNull(state.phone),
        is_active: state.is_active,
        ...(isAdmin ? { roles: ROLE_MENU_ORDER.filter((r) => state.roles.includes(r)) } : {}),
        demographic_info: compactDemographics(merged),
      });
      if ('error' in result && result.error) {
        const err = result.error; // ApiError or RTK's SerializedError: both may carry message and code
        // A value the database refuses as too long (23514) is said in Turkish, not as constraint text.
        if (isCheckViolation(err)) {
          // the phone rule's own Turkish message (users_05_normalize_phones), else the length one
          const phone = /telefon/i.test(err.message ?? '');
          message.error(`Kullanıcı güncellenirken hata oluştu: ${phone ? (err.message ?? '') : CHECK_VIOLATION_MESSAGE}`);
          return;
        }
        message.error(`Kullanıcı güncellenirken hata oluştu: ${err.message ?? ''}`);
        return;
      }
      message.success('Kullanıcı başarıyla güncellendi!');
      onClose();
    } catch (_e) {
      message.error('Beklenmeyen bir hata oluştu');
    }
  };

  const text = (id: DemoKey, label: string, type = 'text') => (
    <Col xs={24} sm={12}>
      <Field id={`edit-${id}`} label={label}>
        <Input id={`edit-${id}`} type={type} value={state.demo[id]} onChange={(e) => setDemo(id, e.target.value)} />
      </Field>
    </Col>
  );

  return (
    <Modal
      open
      title="Kullanıcıyı Düzenle"
      onCancel={onClose}
      width={720}
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>İptal</Button>
          <Button type="primary" onClick={save} loading={isLoading} disabled={noRole}>
            Kaydet
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 12 }} />}
        <Divider titlePlacement="start">Kişisel Bilgiler</Divider>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Field id="edit-first-name" label="Ad">
              <Input id="edit-first-name" value={state.first_name} onChange={(e) => set({ first_name: e.target.value })} />
            </Field>
          </Col>
          <Col xs={24} sm={12}>
            <Field id="edit-last-name" label="Soyad">
              <Input id="edit-last-name" value={state.last_name} onChange={(e) => set({ last_name: e.target.value })} />
            </Field>
          </Col>
          <Col xs={24} sm={12}>
            <Field id="edit-email" label="E-posta">
              <Input id="edit-email" type="email" value={state.email} disabled={!isAdmin} onChange={(e) => set({ email: e.target.value })} />
            </Field>
          </Col>
          <Col xs={24} sm={12}>
            <Field id="edit-phone" label="Telefon">
              <Input id="edit-phone" value={state.phone} onChange={(e) => set({ phone: e.target.value })} />
            </Field>
          </Col>
        </Row>
        <Checkbox checked={state.is_active} onChange={(e) => set({ is_active: e.target.checked })}>
          Hesap aktif
        </Checkbox>
        <Divider titlePlacement="start">Kullanıcı Rolleri</Divider>
        {isAdmin ? (
          <Checkbox.Group
            value={state.roles}
            onChange={(v) => set({ roles: v })}
            options={ROLE_MENU_ORDER.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
        ) : (
          <Typography.Text type="secondary">
            {ROLE_MENU_ORDER.filter((r) => state.roles.includes(r)).map((r) => ROLE_LABELS[r]).join(', ')} — roller yalnızca
            yönetici tarafından değiştirilebilir.
          </Typography.Text>
        )}
        {noRole && <Alert type="error" showIcon title={EDIT_ROLE_REQUIRED} style={{ marginTop: 8 }} />}
        <Divider titlePlacement="start">Eğitim Bilgileri</Divider>
        <Row gutter={12}>
          {text('student_number', 'Öğrenci No')}
          <Col xs={24} sm={12}>
            <Field id="edit-grade_level" label="Sınıf">
              <Select
                id="edit-grade_level"
                allowClear
                value={state.demo.grade_level || undefined}
                onChange={(v) => setDemo('grade_level', v ?? '')}
                options={GRADE_LEVELS.map((g) => ({ value: g, label: `${g}. Sınıf` }))}
              />
            </Field>
          </Col>
          {text('school_name', 'Okul')}
          {text('birth_date', 'Doğum Tarihi', 'date')}
          <Col xs={24} sm={12}>
            <Field id="edit-gender" label="Cinsiyet">
              <Radio.Group
                id="edit-gender"
                value={state.demo.gender || undefined}
                // cast: antd's RadioChangeEvent value is any; the group's options are strings
                onChange={(e) => setDemo('gender', e.target.value as string)}
                options={[
                  { value: 'male', label: 'Erkek' },
                  { value: 'female', label: 'Kadın' },
                ]}
              />
            </Field>
          </Col>
        </Row>
        <Divider titlePlacement="start">Veli Bilgileri</Divider>
        <Row gutter={12}>
          {text('parent_name', 'Veli Adı')}
          {text('parent_phone', 'Veli Telefonu')}
          {text('parent_email', 'Veli E-posta', 'email')}
        </Row>
        <Divider titlePlacement="start">Adres Bilgileri</Divider>
        <Row gutter={12}>
          {text('city', 'Şehir')}
          {text('district', 'İlçe')}
          {text('address', 'Adres')}
        </Row>
      </Form>
    </Modal>
  );
}
