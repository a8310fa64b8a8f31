// Form pieces shared by the user-creation and add-student dialogs.
import type { ReactNode } from 'react';
import { Button, Form, Input, Select } from '@akademi/shared/kit';
import { Col, KeyOutlined, Radio, Row } from '@akademi/shared/kit-extra';
import { GRADE_LEVELS, type StudentDetails } from '../../../lib/validators';
import { generatePassword } from '../../../lib/password';

export function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} required={required} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

export interface AccountFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}
export const EMPTY_ACCOUNT: AccountFields = { firstName: '', lastName: '', email: '', password: '' };

/** Ad, Soyad, E-posta, Şifre with the 12-character generator (spec 1 §2, §5). */
export function AccountInputs({ prefix, value, onChange }: { prefix: string; value: AccountFields; onChange: (v: AccountFields) => void }) {
  const set = (patch: Partial<AccountFields>) => onChange({ ...value, ...patch });
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-first-name`} label="Ad" required>
          <Input id={`${prefix}-first-name`} value={value.firstName} onChange={(e) => set({ firstName: e.target.value })} />
        </Field>
      </Col>
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-last-name`} label="Soyad" required>
          <Input id={`${prefix}-last-name`} value={value.lastName} onChange={(e) => set({ lastName: e.target.value })} />
        </Field>
      </Col>
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-email`} label="E-posta" required>
          <Input id={`${prefix}-email`} type="email" autoComplete="off" value={value.email} onChange={(e) => set({ email: e.target.value })} />
        </Field>
      </Col>
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-password`} label="Şifre" required>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input id={`${prefix}-password`} autoComplete="new-password" value={value.password} onChange={(e) => set({ password: e.target.value })} />
            <Button icon={<KeyOutlined />} onClick={() => set({ password: generatePassword(undefined, { email: value.email, firstName: value.firstName, lastName: value.lastName }) })}>
              Oluştur
            </Button>
          </div>
        </Field>
      </Col>
    </Row>
  );
}

/** The optional student details (spec 1 §2 "User creation dialog", §5 "Add student"). */
export function StudentDetailInputs({
  prefix,
  value,
  onChange,
  withStudentNumber,
}: {
  prefix: string;
  value: StudentDetails;
  onChange: (v: StudentDetails) => void;
  withStudentNumber?: boolean;
}) {
  const set = (key: keyof StudentDetails, v: string | undefined) => onChange({ ...value, [key]: v ?? '' });
  const text = (key: keyof StudentDetails, label: string, type = 'text') => (
    <Col xs={24} sm={12} key={key}>
      <Field id={`${prefix}-${key}`} label={label}>
        <Input id={`${prefix}-${key}`} type={type} value={value[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
      </Field>
    </Col>
  );
  return (
    <Row gutter={12}>
      {withStudentNumber && text('student_number', 'Öğrenci No')}
      {text('birth_date', 'Doğum Tarihi', 'date')}
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-gender`} label="Cinsiyet">
          <Radio.Group
            id={`${prefix}-gender`}
            value={value.gender || undefined}
            // cast: antd's RadioChangeEvent value is any; the group's options are strings
            onChange={(e) => set('gender', e.target.value as string)}
            options={[
              { value: 'male', label: 'Erkek' },
              { value: 'female', label: 'Kadın' },
            ]}
          />
        </Field>
      </Col>
      <Col xs={24} sm={12}>
        <Field id={`${prefix}-grade_level`} label="Sınıf">
          <Select
            id={`${prefix}-grade_level`}
            allowClear
            placeholder="Sınıf seçin"
            value={value.grade_level || undefined}
            onChange={(v) => set('grade_level', v)}
            options={GRADE_LEVELS.map((g) => ({ value: g, label: `${g}. Sınıf` }))}
          />
        </Field>
      </Col>
      {text('school_name', 'Okul Adı')}
      {text('parent_name', 'Veli Adı')}
      {text('parent_phone', 'Veli Telefonu')}
      {text('parent_email', 'Veli E-posta', 'email')}
      <Col xs={24}>
        <Field id={`${prefix}-notes`} label="Notlar">
          <Input.TextArea id={`${prefix}-notes`} rows={2} value={value.notes ?? ''} onChange={(e) => set('notes', e.target.value)} />
        </Field>
      </Col>
    </Row>
  );
}
