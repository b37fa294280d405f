import { useEffect } from 'react';
import { productName } from '../app/product-name';
import { buildTitle } from './title';

export function useDocumentTitle(pageTitle: string, params?: Readonly<Record<string, string | undefined>>): void {
  const title = buildTitle(pageTitle, productName(), params);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
