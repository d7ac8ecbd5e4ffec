import { createContext, useContext } from 'react';
import type { LocalizedPageContext } from '../../lib/page-context';

/** The current page's id, language and alternates, for layout parts that link relative to it. */
export type CurrentPage = Pick<LocalizedPageContext, 'pageId' | 'language' | 'alternates' | 'nearest'>;

export const CurrentPageContext = createContext<CurrentPage | null>(null);

export function useCurrentPage(): CurrentPage {
  const page = useContext(CurrentPageContext);
  if (!page) throw new Error('useCurrentPage is used outside <Layout>');
  return page;
}
