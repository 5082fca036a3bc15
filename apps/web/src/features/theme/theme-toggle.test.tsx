import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './theme-toggle';

/** The page's theme as index.html's script leaves it before the app starts. */
const showTheme = (dark: boolean) => document.documentElement.classList.toggle('dark', dark);

describe('theme', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('when the page is dark, then the toggle offers light mode with the sun', async () => {
    showTheme(true);
    const { container } = render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg')).toHaveClass('lucide-sun'));
  });

  it('when the page is light, then the toggle offers dark mode with the moon', async () => {
    showTheme(false);
    const { container } = render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg')).toHaveClass('lucide-moon'));
  });

  it('when toggled, then the dark class is set and the choice is saved', async () => {
    showTheme(false);
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('when the page turns dark another way, then the toggle follows what it shows', async () => {
    showTheme(false);
    render(<ThemeToggle />);
    await act(async () => {
      showTheme(true);
    });
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
