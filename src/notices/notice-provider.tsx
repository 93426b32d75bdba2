import type { ReactNode } from 'react';

export function NoticeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
