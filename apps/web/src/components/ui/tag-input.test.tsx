import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from './tag-input';

function Harness({ suggestions }: { suggestions?: string[] }) {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <TagInput label="Sports" value={tags} onChange={setTags} suggestions={suggestions} />
      <button type="button">Continue</button>
    </>
  );
}

const added = () =>
  screen
    .getAllByRole('list', { name: 'Sports added' })
    .flatMap((list) => [...list.querySelectorAll('li')].map((item) => item.textContent));

describe('tag input', () => {
  it('when Enter is pressed, then the trimmed tag is added; blanks and duplicates (any case) are ignored', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Sports', { exact: true });
    await userEvent.type(input, '  Tennis {Enter}   {Enter}tennis{Enter}Chess{Enter}');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tennis',
      'Chess',
    ]);
    expect(input).toHaveValue('');
  });

  it('when a tag is removed, then only that tag goes', async () => {
    render(<Harness />);
    await userEvent.type(
      screen.getByLabelText('Sports', { exact: true }),
      'Tennis{Enter}Chess{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tennis' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Chess')).toBeInTheDocument();
  });

  it('when the field is left with text not yet added, then the text is kept as a tag, not dropped', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Sports', { exact: true }), 'Rowing');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(added()).toEqual(['Rowing']);
  });

  it('when a popular interest is tapped, then it is added and no longer offered', async () => {
    render(<Harness suggestions={['Climbing', 'Tennis']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Climbing' }));
    expect(added()).toEqual(['Climbing']);
    expect(screen.queryByRole('button', { name: 'Add Climbing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tennis' })).toBeInTheDocument();
  });
});
