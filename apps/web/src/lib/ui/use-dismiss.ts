import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popover (menu, panel, picker) when the person presses outside `root` or hits
 * Escape, as every popover of the site does. A popover rendered elsewhere in the document (a
 * portal) names its toggle's element as `alsoInside`.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
  alsoInside?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !alsoInside?.current?.contains(target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // `close` is a fresh function each render; only opening and closing matter.
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
}
