// ListAlert: the delete dialog's warning and the page tester's help.
import { render, screen, within } from '@testing-library/react';
import { ListAlert } from '../ListAlert';

describe('ListAlert', () => {
  it('shows the title and one list item for each entry, in order', () => {
    render(<ListAlert type="warning" title="Bu işlem geri alınamaz." items={['Birinci madde.', 'İkinci madde.']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Bu işlem geri alınamaz.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Birinci madde.', 'İkinci madde.']);
  });
});
