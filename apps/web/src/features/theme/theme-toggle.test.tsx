import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './theme-toggle';
import { prefersDark } from '@/test/prefers-dark';

describe('theme', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it('when nothing is saved and the system prefers dark, then the toggle offers light mode', () => {
    prefersDark(true);
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('when a choice is saved, then it wins over the system preference', () => {
    prefersDark(true);
    localStorage.setItem('theme', 'light');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('when toggled, then the dark class is set and the choice is saved', async () => {
    prefersDark(false);
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
