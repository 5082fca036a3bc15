import { useEffect, useRef, type PointerEvent } from 'react';

/** How long a finger rests on a message before its actions open (as in common messengers). */
const LONG_PRESS_MS = 450;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A touch held still on an element calls `onLongPress`; a mouse's right click (and a phone's
 * own long-press menu) does too, in place of the browser's menu.
 */
export function useLongPress(onLongPress: () => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const fired = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  if (!enabled) return {};
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch') return;
      start.current = { x: event.clientX, y: event.clientY };
      fired.current = false;
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    // The finger lifted after the menu opened would also tap what is under it (the menu's
    // backdrop, closing it): that tap is cancelled.
    onTouchEnd(event: { preventDefault(): void }) {
      if (fired.current) event.preventDefault();
      fired.current = false;
    },
    onContextMenu(event: { preventDefault(): void }) {
      event.preventDefault();
      cancel();
      onLongPress();
    },
  };
}
