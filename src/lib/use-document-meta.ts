import { useEffect } from 'react';

/** The page's <title> and meta description (effects: never during a server render). */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
