import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../lib/use-dismiss';

/**
 * Open state of the mobile menu. While open, a pointerdown outside the menu and its
 * toggle closes it, so does focus moving outside them (Tab past the last link, Shift+Tab
 * past the toggle), and Escape closes it and returns focus to the toggle.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, {
    isInside: (target) =>
      Boolean(menuRef.current?.contains(target) || toggleRef.current?.contains(target)),
    onOutside: () => setOpen(false),
    onFocusOutside: () => setOpen(false),
    onEscape: () => {
      setOpen(false);
      toggleRef.current?.focus();
    },
  });

  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, menuRef, toggleRef };
}
