import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';

export type PageTitleKey = keyof typeof en.titles;

/** Sets the browser tab's title for the page, in the active language. */
export function useDocumentTitle(key: PageTitleKey): void {
  const { t } = useTranslation();
  const title = t(`titles.${key}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
