import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';

/** The list's search and page live in the URL, so a link or a reload opens the same view. */
export function useEmployeeSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, 300);

  useEffect(() => {
    if (debounced.trim() === search) return;
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (debounced.trim()) next.set('search', debounced.trim());
      else next.delete('search');
      next.delete('page');
      return next;
    }, { replace: true });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps

  const setPage = (next: number) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      updated.set('page', String(next));
      return updated;
    });

  /** Replaces a page past the end with the last page (the first when `lastPage` is 1). */
  const showLastPage = (lastPage: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (lastPage > 1) next.set('page', String(lastPage));
      else next.delete('page');
      return next;
    }, { replace: true });

  const clearSearch = () => {
    setTyped('');
    setSearchParams({}, { replace: false });
  };

  return { search, page, typed, setTyped, setPage, showLastPage, clearSearch };
}
