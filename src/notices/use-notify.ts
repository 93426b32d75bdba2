import { useContext } from 'react';
import { NoticeContext, type Notify } from './notice-context';

/** Shows an in-page notice; it stays until the visitor dismisses it or a new one replaces it. */
export function useNotify(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify must be used inside <NoticeProvider>');
  return notify;
}
