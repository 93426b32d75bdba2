import type { CustomTypeOptions } from 'i18next';
import { createContext } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

/**
 * What a notice says: one of the site's own texts, by namespace and key, so that it
 * follows the visitor into the other language; or a text from elsewhere (the server's
 * own message), shown as it came.
 */
export type Notice = { tone: NoticeTone } & (SiteTextKey | { text: string });

type Resources = CustomTypeOptions['resources'];

/** A plain-string text of the site: a namespace and one of its top-level keys. */
export type SiteTextKey = {
  [N in keyof Resources]: {
    ns: N;
    key: {
      [K in keyof Resources[N]]: Resources[N][K] extends string ? K : never;
    }[keyof Resources[N]];
  };
}[keyof Resources];

export type Notify = (notice: Notice) => void;

export const NoticeContext = createContext<Notify | null>(null);

/** Takes the notice away without moving focus: the visitor has gone on (a new send). */
export type WithdrawNotice = () => void;

export const WithdrawNoticeContext = createContext<WithdrawNotice | null>(null);

/** Matches the notice area, so widgets that close on an outside click can leave it alone. */
export const NOTICE_AREA_SELECTOR = '[data-notice-area]';
