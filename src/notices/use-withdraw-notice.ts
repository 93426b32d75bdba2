import { useContext } from 'react';
import { WithdrawNoticeContext, type WithdrawNotice } from './notice-context';

/**
 * Ends the notice shown, if any, once the visitor goes on: a notice answers one send, so
 * the next send takes it away (and may bring its own). A move to another page ends it by
 * itself (NoticeProvider's `page`).
 */
export function useWithdrawNotice(): WithdrawNotice {
  const withdraw = useContext(WithdrawNoticeContext);
  if (!withdraw) throw new Error('useWithdrawNotice must be used inside <NoticeProvider>');
  return withdraw;
}
