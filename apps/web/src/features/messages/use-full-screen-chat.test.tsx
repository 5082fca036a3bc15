import { render } from '@testing-library/react';
import { useFullScreenChat } from './use-full-screen-chat';

function Chat() {
  useFullScreenChat();
  return null;
}

/** A visual viewport that a virtual keyboard shrinks, as on a phone. */
class Viewport extends EventTarget {
  height = 844;
  offsetTop = 0;
  keyboard(height: number) {
    this.height = 844 - height;
    this.dispatchEvent(new Event('resize'));
  }
}

describe('a conversation filling the phone screen', () => {
  const root = document.documentElement;
  let viewport: Viewport;

  beforeEach(() => {
    viewport = new Viewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  });

  it('when a keyboard opens and closes, then the screen is sized to what it leaves; leaving the chat gives the navigation back', () => {
    const { unmount } = render(<Chat />);
    expect(root).toHaveClass('chat-open');
    expect(root.style.getPropertyValue('--chat-viewport-height')).toBe('844px');
    viewport.keyboard(336);
    expect(root.style.getPropertyValue('--chat-viewport-height')).toBe('508px');
    viewport.keyboard(0);
    expect(root.style.getPropertyValue('--chat-viewport-height')).toBe('844px');
    unmount();
    expect(root).not.toHaveClass('chat-open');
    expect(root.style.getPropertyValue('--chat-viewport-height')).toBe('');
  });
});
