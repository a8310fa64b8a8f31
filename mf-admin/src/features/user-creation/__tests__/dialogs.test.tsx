import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting, type Role } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import { UserCreationDialog } from '../components/UserCreationDialog';
import { AddStudentDialog } from '../components/AddStudentDialog';

type Invoke = { name: string; body: Record<string, unknown> };

function fakeFunctions(invokes: Invoke[], answer: () => { data: unknown; error: unknown }): SupabaseClient {
  return {
    functions: {
      invoke: async (name: string, opts: { body: Record<string, unknown> }) => {
        invokes.push({ name, body: opts.body });
        return answer();
      },
    },
  } as unknown as SupabaseClient;
}

const session = (role: Role) => ({ session: { status: 'signedIn' as const, currentRole: role, roles: [role] } });
const okAnswer = () => ({ data: { success: true, user: { id: 'new-id' } }, error: null });

function fillAccount(prefix: string) {
  fireEvent.change(document.getElementById(`${prefix}-first-name`)!, { target: { value: 'Ali' } });
  fireEvent.change(document.getElementById(`${prefix}-last-name`)!, { target: { value: 'Veli' } });
  fireEvent.change(document.getElementById(`${prefix}-email`)!, { target: { value: 'Ali@Example.com ' } });
  fireEvent.change(document.getElementById(`${prefix}-password`)!, { target: { value: 'Kalem4ler' } });
}

// antd modals render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(30_000);

// jsdom lacks ResizeObserver (antd's Select and Result measure themselves).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => setSupabaseForTesting(null));

/** What supabase-js's FunctionsHttpError carries: the function's Response (jsdom has no Response). */
const httpErrorWith = (body: unknown) => {
  const response = { json: async () => body, clone: () => response };
  return { context: response };
};

describe('UserCreationDialog', () => {
  it('trainer: only kullanici, student details shown, sent through create-user; success view with Tamam', async () => {
    const invokes: Invoke[] = [];
    setSupabaseForTesting(fakeFunctions(invokes, okAnswer));
    const onClose = jest.fn();
    renderWithApp(<UserCreationDialog open onClose={onClose} />, session('beyin_antrenoru'));
    expect(screen.getByRole('radio', { name: 'Kullanıcı' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Okul Adı')).toBeInTheDocument();
    fillAccount('create-user');
    fireEvent.change(screen.getByLabelText('Okul Adı'), { target: { value: 'Fen Lisesi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı Oluştur' }));
    await waitFor(() => expect(screen.getByText('Kullanıcı başarıyla oluşturuldu!')).toBeInTheDocument());
    expect(invokes).toEqual([
      {
        name: 'create-user',
        body: { email: 'ali@example.com', password: 'Kalem4ler', firstName: 'Ali', lastName: 'Veli', roles: ['kullanici'], demographicInfo: { school_name: 'Fen Lisesi' } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('temsilci: only beyin_antrenoru, no student details', () => {
    setSupabaseForTesting(fakeFunctions([], okAnswer));
    renderWithApp(<UserCreationDialog open onClose={() => {}} />, session('temsilci'));
    expect(screen.getByRole('radio', { name: 'Beyin Antrenörü' })).toBeChecked();
    expect(screen.queryByLabelText('Okul Adı')).not.toBeInTheDocument();
  });

  it('admin: needs a role; any combination; the server message is shown in the alert', async () => {
    const invokes: Invoke[] = [];
    const httpError = httpErrorWith({ error: 'Bu e-posta adresi zaten kayıtlı' });
    setSupabaseForTesting(fakeFunctions(invokes, () => ({ data: null, error: httpError })));
    renderWithApp(<UserCreationDialog open onClose={() => {}} />, session('admin'));
    fillAccount('create-user');
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı Oluştur' }));
    expect(await screen.findByText('En az bir rol seçmelisiniz')).toBeInTheDocument();
    expect(invokes).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Temsilci' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı Oluştur' }));
    // staff need 10 characters (issue 28)
    expect(await screen.findByText('Şifre en az 10 karakter olmalı')).toBeInTheDocument();
    expect(invokes).toHaveLength(0);
    fireEvent.change(document.getElementById('create-user-password')!, { target: { value: 'Kalem4lerX9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı Oluştur' }));
    expect(await screen.findByText('Bu e-posta adresi zaten kayıtlı')).toBeInTheDocument();
    expect(invokes[0]?.body.roles).toEqual(['admin', 'temsilci']);
    expect(invokes[0]?.body.demographicInfo).toBeNull();
  });

  it('the generator fills a 12-character password', () => {
    setSupabaseForTesting(fakeFunctions([], okAnswer));
    renderWithApp(<UserCreationDialog open onClose={() => {}} />, session('admin'));
    fireEvent.click(screen.getByRole('button', { name: 'key Oluştur' }));
    expect((document.getElementById('create-user-password') as HTMLInputElement).value).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
  });
});

describe('AddStudentDialog', () => {
  it('renders only for a trainer', () => {
    setSupabaseForTesting(fakeFunctions([], okAnswer));
    renderWithApp(<AddStudentDialog open onClose={() => {}} />, session('admin'));
    expect(screen.queryByText('Yeni Öğrenci Ekle')).not.toBeInTheDocument();
  });

  it('sends kullanici with a generated student number and nulls; closes 1 s after success', async () => {
    jest.useFakeTimers();
    try {
      const invokes: Invoke[] = [];
      setSupabaseForTesting(fakeFunctions(invokes, okAnswer));
      const onClose = jest.fn();
      renderWithApp(<AddStudentDialog open onClose={onClose} />, session('beyin_antrenoru'));
      fillAccount('add-student');
      fireEvent.click(screen.getByRole('button', { name: 'Öğrenci Ekle' }));
      await waitFor(() => expect(screen.getByText('Öğrenci başarıyla eklendi!')).toBeInTheDocument());
      const body = invokes[0]!.body as { roles: string[]; demographicInfo: Record<string, unknown> };
      expect(body.roles).toEqual(['kullanici']);
      expect(body.demographicInfo.student_number).toMatch(/^STU-\d{8}$/);
      expect(body.demographicInfo.school_name).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      expect(onClose).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
