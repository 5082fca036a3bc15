import { fireEvent, render, screen } from '@testing-library/react';
import { usePrefetchOnIntent } from './prefetch-on-intent';

function Page({ prefetch }: { prefetch: (pathname: string) => void }) {
  usePrefetchOnIntent(prefetch);
  return (
    <>
      <a href="/activities/abc?tab=chat">
        <span>Study group</span>
      </a>
      <a href="https://elsewhere.example/page">Elsewhere</a>
      <form data-prefetch="/dashboard" aria-label="Sign in">
        <input aria-label="Email" />
      </form>
      <p>Plain text</p>
    </>
  );
}

describe('prefetch on intent', () => {
  it('when the student points at a link, then the screen it opens is fetched (by path, without the query)', () => {
    const prefetch = jest.fn();
    render(<Page prefetch={prefetch} />);
    fireEvent.pointerOver(screen.getByText('Study group'));
    expect(prefetch).toHaveBeenCalledWith('/activities/abc');
  });

  it('when the student focuses a form marked with where it leads, then that screen is fetched', () => {
    const prefetch = jest.fn();
    render(<Page prefetch={prefetch} />);
    fireEvent.focusIn(screen.getByLabelText('Email'));
    expect(prefetch).toHaveBeenCalledWith('/dashboard');
  });

  it("when the student touches another site's link or plain text, then nothing is fetched", () => {
    const prefetch = jest.fn();
    render(<Page prefetch={prefetch} />);
    fireEvent.touchStart(screen.getByText('Elsewhere'));
    fireEvent.pointerOver(screen.getByText('Plain text'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
