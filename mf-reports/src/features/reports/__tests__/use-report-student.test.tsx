// useReportStudent: the name a report shows and the student's birth date and gender, read through
// the logging student_demographics function with the report's path (issue 26 §2).
import { screen } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { setSupabaseForTesting } from '@akademi/shared';
import { renderWithApp } from '../../../../../shared/testing/render';
import { useReportStudent } from '../hooks/use-report-student';
import type { ReportStudent } from '../api/reports-api';

function Probe({ student }: { student: ReportStudent }) {
  const { name, info } = useReportStudent(student);
  return <p>{`${name} · ${info.birth_date ?? '-'} · ${info.gender ?? '-'}`}</p>;
}

const base = { email: 'o@x.test', supervisor_id: 't', student_number: 'STU-1', created_at: '2026-01-01T00:00:00Z' };

afterEach(() => setSupabaseForTesting(null));

describe('useReportStudent', () => {
  it('gives the full name and the demographics the logged read returns', async () => {
    const rpc = jest.fn(async () => ({ data: [{ id: 's1', demographic_info: { birth_date: '2015-03-04', gender: 'female' } }], error: null }));
    setSupabaseForTesting({ rpc } as unknown as SupabaseClient);
    renderWithApp(<Probe student={{ id: 's1', first_name: 'Ayşe', last_name: 'Yılmaz', ...base } as ReportStudent} />);
    expect(await screen.findByText('Ayşe Yılmaz · 2015-03-04 · female')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('student_demographics', { p_students: ['s1'], p_path: 'report' });
  });

  it('falls back to "Bilinmeyen Öğrenci" and empty demographics when there is nothing to show', async () => {
    const rpc = jest.fn(async () => ({ data: [], error: null }));
    setSupabaseForTesting({ rpc } as unknown as SupabaseClient);
    renderWithApp(<Probe student={{ id: 's2', first_name: '', last_name: ' ', ...base } as ReportStudent} />);
    expect(await screen.findByText('Bilinmeyen Öğrenci · - · -')).toBeInTheDocument();
    expect(rpc).toHaveBeenCalled();
  });
});
