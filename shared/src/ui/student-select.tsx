// The one student picker (issue 16 §4, issue 17 §4): a searchable select of students, sorted by
// name in Turkish order; the search finds a full name ('Ali Yıldız'), a part of it, the e-mail or
// the student number.
import { useMemo, type CSSProperties } from 'react';
import { Select } from 'antd';
import { comparePersonNames, compareTr, matchesPersonSearch, personName, type NamedRow } from '../domain/person-name';
import { isRecord } from '../guards';

export interface PickableStudent {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  /** users.student_number (the picker never needs the demographics). */
  student_number?: string | null;
  demographic_info?: unknown;
}

interface StudentOption {
  value: string;
  label: string;
  student: PickableStudent;
}

export interface StudentSelectProps {
  /** The input's id, for a <label htmlFor>. */
  id?: string;
  students: readonly PickableStudent[] | undefined;
  value: string | null;
  onChange: (id: string) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Accessible name; 'Öğrenci' unless the page says otherwise. */
  ariaLabel?: string;
  style?: CSSProperties;
}

const studentNumber = (s: PickableStudent): string => {
  if (s.student_number) return s.student_number;
  const info = s.demographic_info;
  const n = isRecord(info) ? info.student_number : undefined;
  return typeof n === 'string' || typeof n === 'number' ? String(n) : '';
};

/** The label of a student in the picker: the full name, or the e-mail when there is no name. */
export const studentOptionLabel = (s: PickableStudent): string => personName(s, s.email ?? '');

const sortName = (o: StudentOption): NamedRow => (personName(o.student) ? o.student : { first_name: '', last_name: o.label });

export function StudentSelect({ id, students, value, onChange, loading, disabled, ariaLabel = 'Öğrenci', style }: StudentSelectProps) {
  const options = useMemo<StudentOption[]>(
    () =>
      (students ?? [])
        .map((s) => ({ value: s.id, label: studentOptionLabel(s), student: s }))
        // surname, then first name (issue 25 §4); a nameless student by its e-mail label in the surname's place
        .sort((a, b) => comparePersonNames(sortName(a), sortName(b)) || compareTr(a.label, b.label)),
    [students],
  );
  return (
    <Select<string, StudentOption>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: (input, option) => (option ? matchesPersonSearch(option.student, input, [option.student.email, studentNumber(option.student)]) : false) }}
      placeholder="Öğrenci seçin"
      loading={loading}
      value={value ?? undefined}
      onChange={(v) => onChange(v)}
      options={options}
      notFoundContent={loading ? 'Yükleniyor...' : 'Öğrenci bulunamadı.'}
      disabled={disabled}
      style={style}
    />
  );
}
