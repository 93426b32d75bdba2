import { createContext } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  text: string;
  tone: NoticeTone;
}

export type Notify = (notice: Notice) => void;

export const NoticeContext = createContext<Notify | null>(null);

/** Matches the notice area, so widgets that close on an outside click can leave it alone. */
export const NOTICE_AREA_SELECTOR = '[data-notice-area]';
