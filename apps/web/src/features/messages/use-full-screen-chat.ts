import { useEffect } from 'react';

/**
 * While a conversation is on screen, a phone shows it alone (chat.css hides the navigation under
 * `html.chat-open`) and sizes it to the visual viewport: when the keyboard opens, the viewport
 * shrinks and the composer stays right above it, where `100dvh` alone would leave it behind the
 * keyboard on browsers that overlay it.
 */
export function useFullScreenChat(): void {
  useEffect(() => {
    const root = document.documentElement;
    const viewport = window.visualViewport;
    const fit = () => {
      root.style.setProperty(
        '--chat-viewport-height',
        `${viewport?.height ?? window.innerHeight}px`,
      );
      root.style.setProperty('--chat-viewport-top', `${viewport?.offsetTop ?? 0}px`);
    };
    root.classList.add('chat-open');
    fit();
    viewport?.addEventListener('resize', fit);
    viewport?.addEventListener('scroll', fit);
    window.addEventListener('resize', fit);
    return () => {
      viewport?.removeEventListener('resize', fit);
      viewport?.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
      root.classList.remove('chat-open');
      root.style.removeProperty('--chat-viewport-height');
      root.style.removeProperty('--chat-viewport-top');
    };
  }, []);
}
