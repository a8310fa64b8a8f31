import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../../shared/testing/render';
import { TrackingPortal } from '../components/TrackingPortal';
import { gradeLabel, STUDENT_REPORT_HEADER, studentReportFileName, studentReportRows } from '../lib/report';
import type { TrackingStudent } from '../lib/types';

const student = (over: Partial<TrackingStudent>): TrackingStudent => ({
  id: 'id',
  first_name: 'Ali',
  last_name: 'Yıldız',
  email: 'ali@akademi.test',
  school_name: 'Konak İlkokulu',
  grade_level: '2',
  total_exercises: 3,
  total_sessions: 12,
  total_time_minutes: 45,
  avg_success_rate: null,
  ...over,
});

/** jsdom's Blob has no text(): read the bytes and decode them keeping the BOM. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('tracking student report (Rapor İndir)', () => {
  it('labels grades as "2. Sınıf" and leaves other labels alone', () => {
    expect(gradeLabel('2')).toBe('2. Sınıf');
    expect(gradeLabel(' 11 ')).toBe('11. Sınıf');
    expect(gradeLabel(7)).toBe('7. Sınıf');
    expect(gradeLabel('Hazırlık')).toBe('Hazırlık');
    expect(gradeLabel('2. Sınıf')).toBe('2. Sınıf');
    expect(gradeLabel(null)).toBe('');
  });

  it('one row per student with the list columns; unknown numbers read 0', () => {
    const rows = studentReportRows([student({}), student({ id: 'b', first_name: null, last_name: null, email: null, school_name: null, school: 'Eski Okul', grade_level: null, total_sessions: Number.NaN })]);
    expect(STUDENT_REPORT_HEADER).toEqual(['Öğrenci', 'E-posta', 'Okul', 'Sınıf', 'Egzersiz', 'Oturum', 'Süre (dk)']);
    expect(rows).toEqual([
      ['Ali Yıldız', 'ali@akademi.test', 'Konak İlkokulu', '2. Sınıf', 3, 12, 45],
      ['Bilinmeyen Öğrenci', '', 'Eski Okul', '', 3, 0, 45],
    ]);
    expect(studentReportFileName(new Date(2026, 10, 24))).toBe('Ogrenci_Raporu_2026-11-24.csv');
  });

  it('downloads only the students the search leaves, as a ";" CSV; Sınıflar cards read "2. Sınıf"', async () => {
    const blobs: Blob[] = [];
    const create = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const students = [student({ id: 'a' }), student({ id: 'b', first_name: 'Zeynep', last_name: 'Kaya', email: 'z@akademi.test', grade_level: '10', total_time_minutes: 7.5 })];
    renderWithApp(<TrackingPortal trainerName="Eğitmen" students={students} loading={false} accessKey="k" />);

    fireEvent.click(screen.getByRole('button', { name: 'Öğrenciler' }));
    fireEvent.change(screen.getByLabelText('Öğrenci ara'), { target: { value: 'zeynep' } });
    expect(screen.getByTestId('student-count')).toHaveTextContent('1 öğrenci');
    fireEvent.click(screen.getByRole('button', { name: 'Rapor İndir' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobText(blobs[0]);
    expect(text).toBe('\uFEFFÖğrenci;E-posta;Okul;Sınıf;Egzersiz;Oturum;Süre (dk)\r\nZeynep Kaya;z@akademi.test;Konak İlkokulu;10. Sınıf;3;12;7,5\r\n');

    fireEvent.change(screen.getByLabelText('Öğrenci ara'), { target: { value: 'kimse' } });
    expect(screen.getByRole('button', { name: 'Rapor İndir' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Sınıflar' }));
    // a card's name is its own text (issue 29: no aria-label that hides the count)
    const cards = screen.getAllByRole('button', { name: /^\d+\. Sınıf/ });
    expect(cards.map((c) => within(c).getByText(/^\d+\. Sınıf$/).textContent)).toEqual(['2. Sınıf', '10. Sınıf']);
    expect(within(cards[0]).getByText('1 öğrenci')).toBeInTheDocument();
    click.mockRestore();
  });
});
