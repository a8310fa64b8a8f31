// /help (spec 1 §2 Help and Support): usage-guide accordion, contact form (send-support-email)
// with a phone panel, and the 17-item FAQ.
import { useState, type FormEvent } from 'react';
import { Link } from '@akademi/shared/router';
import { SUPPORT_SUBJECTS, selectProfile, fullName, useAppSelector, type SupportSubject } from '@akademi/shared';
import { App, Button, Form, Input, Select, Typography } from '@akademi/shared/kit';
import { PageTitle } from '@akademi/shared/ui';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, telHref } from '../../support';
import { FAQ, SUBJECT_LABELS, USAGE_GUIDE, validateContact, type ContactForm } from '../lib/help-content';
import { useSendSupportMessageMutation } from '../api/send-support-message';

const panel: React.CSSProperties = { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 12, padding: 20 };

function Accordion({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div>
      {items.map((i) => (
        <details key={i.title} style={{ borderBottom: '1px solid #f0f0f0', padding: '10px 0' }}>
          <summary style={{ cursor: 'pointer', fontWeight: 500 }}>{i.title}</summary>
          <p style={{ margin: '8px 0 0' }}>{i.text}</p>
        </details>
      ))}
    </div>
  );
}

function ContactSection() {
  const profile = useAppSelector(selectProfile);
  const { message } = App.useApp();
  const empty: ContactForm = { name: profile ? fullName(profile) : '', email: profile?.email ?? '', subject: '', message: '' };
  const [form, setForm] = useState<ContactForm>(empty);
  const [touched, setTouched] = useState(false);
  const [sendSupportMessage, { isLoading: sending }] = useSendSupportMessageMutation();
  const errors = touched ? validateContact(form) : {};
  const status = (k: keyof ContactForm) => (errors[k] ? ('error' as const) : undefined);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(validateContact(form)).length > 0) return;
    const { data: ok } = await sendSupportMessage({ form, userId: profile?.id ?? null });
    if (!ok) {
      void message.error(`Mesaj gönderilirken bir hata oluştu. Lütfen telefon ile iletişime geçin: ${SUPPORT_PHONE}`, 5);
      return;
    }
    void message.success('Mesajınız başarıyla gönderildi! 24 saat içinde size dönüş yapacağız.', 5);
    setForm({ ...empty, subject: '', message: '' });
    setTouched(false);
  };

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate style={panel} aria-label="İletişim formu">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          E-posta ile Yazın
        </Typography.Title>
        <Form.Item label="Ad Soyad" layout="vertical" validateStatus={status('name')} help={errors.name} htmlFor="contact-name">
          <Input id="contact-name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Form.Item>
        <Form.Item label="E-posta" layout="vertical" validateStatus={status('email')} help={errors.email} htmlFor="contact-email">
          <Input id="contact-email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        </Form.Item>
        <Form.Item label="Konu" layout="vertical" validateStatus={status('subject')} help={errors.subject} htmlFor="contact-subject">
          <Select<SupportSubject>
            id="contact-subject"
            placeholder="Bir konu seçin"
            value={SUPPORT_SUBJECTS.find((s) => s === form.subject)}
            onChange={(v) => setForm({ ...form, subject: v })}
            options={SUPPORT_SUBJECTS.map((s) => ({ value: s, label: SUBJECT_LABELS[s] }))}
          />
        </Form.Item>
        <Form.Item label="Mesaj" layout="vertical" validateStatus={status('message')} help={errors.message} htmlFor="contact-message">
          <Input.TextArea id="contact-message" rows={5} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Mesaj Gönder
        </Button>
      </form>
      <section style={panel} aria-labelledby="phone-panel-title">
        <Typography.Title level={4} id="phone-panel-title" style={{ marginTop: 0 }}>
          Telefon Desteği
        </Typography.Title>
        <p>
          <a href={telHref(SUPPORT_PHONE)} style={{ fontSize: 20, fontWeight: 600 }}>
            {SUPPORT_PHONE}
          </a>
        </p>
        <p>{SUPPORT_HOURS}</p>
        <p>
          E-posta:{' '}
          {/* underlined: a link inside a sentence is not told apart by its colour alone */}
          <a href={`mailto:${SUPPORT_EMAIL}`} style={{ textDecoration: 'underline' }}>
            {SUPPORT_EMAIL}
          </a>{' '}
          — 24 saat içinde dönüş yapılır.
        </p>
      </section>
    </div>
  );
}

export default function HelpPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div>
        <Link to="/dashboard">← Ana Sayfaya Dön</Link>
        <PageTitle>Yardım ve Destek</PageTitle>
      </div>
      <section style={panel} aria-labelledby="guide-title">
        <Typography.Title level={4} id="guide-title" style={{ marginTop: 0 }}>
          Kullanım Kılavuzu
        </Typography.Title>
        <Accordion items={USAGE_GUIDE} />
      </section>
      <section aria-labelledby="contact-title">
        <Typography.Title level={4} id="contact-title">
          İletişim
        </Typography.Title>
        <ContactSection />
      </section>
      <section style={panel} aria-labelledby="faq-title">
        <Typography.Title level={4} id="faq-title" style={{ marginTop: 0 }}>
          Sıkça Sorulan Sorular
        </Typography.Title>
        <Accordion items={FAQ.map((f) => ({ title: f.q, text: f.a }))} />
      </section>
    </div>
  );
}
