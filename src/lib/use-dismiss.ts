import { useEffect, useRef } from 'react';

interface DismissHandlers {
  /** Whether a pointerdown on this target counts as inside (and so keeps it open). */
  isInside: (target: Element) => boolean;
  /** A pointerdown landed outside. */
  onOutside: () => void;
  /** Escape was pressed (close, and usually return focus to the toggle). */
  onEscape: () => void;
  /** Keyboard focus moved to an element outside (Tab past the end): leave focus there. */
  onFocusOutside?: () => void;
}

/**
 * While `open`, closes a popup (menu, chat box) on a pointerdown outside it or on Escape,
 * and, if asked, when focus moves outside it.
 */
export function useDismiss(open: boolean, handlers: DismissHandlers): void {
  // The latest handlers, without re-subscribing on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && !latest.current.isInside(target)) latest.current.onOutside();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape();
    };
    // focusin, not focusout: focus leaving the window (another tab, another app) is no move.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && !latest.current.isInside(target))
        latest.current.onFocusOutside?.();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);
}
