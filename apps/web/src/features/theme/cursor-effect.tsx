import { useEffect, useRef } from 'react';

/** A thin ring around the pointer; off on touch screens and for people who prefer reduced motion. */
export function CursorEffect() {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const media = (query: string) =>
      typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
    if (media('(pointer: coarse)') || media('(prefers-reduced-motion: reduce)')) return;
    const element = dot.current;
    if (!element) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
        element.style.opacity = '0.6';
      });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
    };
  }, []);

  return <div ref={dot} className="cursor-ring" aria-hidden="true" />;
}
