import { fireEvent, render, screen, within } from '@testing-library/react';
import { StudentSelect, type PickableStudent } from '../student-select';

const students: PickableStudent[] = [
  { id: 'v', first_name: 'Veli', last_name: 'Yıldız', email: 'veli@x.test' },
  { id: 'a', first_name: 'Ali', last_name: 'Yıldız', email: 'ali@x.test' },
  { id: 'c', first_name: 'Çağla', last_name: 'Demir', email: 'cagla@x.test' },
  { id: 'd', first_name: 'Ali', last_name: 'Demir', email: 'ali.d@x.test', demographic_info: { student_number: 'STU-777' } },
  { id: 'e', first_name: null, last_name: null, email: 'isimsiz@x.test' },
  { id: 'k', first_name: 'Cem', last_name: 'Kaya', email: 'cem@x.test' },
];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function open(onChange = jest.fn()) {
  render(<StudentSelect id="s" students={students} value={null} onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Öğrenci' });
  fireEvent.mouseDown(box);
  return { box, onChange };
}

const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent ?? '');
/** antd renders a virtual list: the visible labels are in .ant-select-item-option-content. */
const shownLabels = () => Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((e) => e.textContent);

describe('StudentSelect (the one student picker)', () => {
  it('lists the students in Turkish order, surname then first name (issue 25 §4), e-mail when there is no name', () => {
    open();
    expect(shownLabels()).toEqual(['Ali Demir', 'Çağla Demir', 'isimsiz@x.test', 'Cem Kaya', 'Ali Yıldız', 'Veli Yıldız']);
    expect(optionNames().length).toBeGreaterThan(0);
  });

  it("search by full name: 'Ali Yıldız' leaves only Ali Yıldız", () => {
    const { box } = open();
    fireEvent.change(box, { target: { value: 'Ali Yıldız' } });
    expect(shownLabels()).toEqual(['Ali Yıldız']);
  });

  it('search by a last name, an e-mail or a student number', () => {
    const { box } = open();
    fireEvent.change(box, { target: { value: 'demir' } });
    expect(shownLabels()).toEqual(['Ali Demir', 'Çağla Demir']);
    fireEvent.change(box, { target: { value: 'stu-777' } });
    expect(shownLabels()).toEqual(['Ali Demir']);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('Öğrenci bulunamadı.')).toBeInTheDocument();
  });

  it('picking an option reports its id', () => {
    const { box, onChange } = open();
    fireEvent.change(box, { target: { value: 'cem' } });
    fireEvent.click(document.querySelector('.ant-select-item-option-content') as Element);
    expect(onChange).toHaveBeenCalledWith('k');
  });
});
