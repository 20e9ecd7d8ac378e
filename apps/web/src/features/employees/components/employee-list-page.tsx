import { lazy, Suspense, useEffect } from 'react';
import { Affix, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useDeferredData } from '@/lib/use-deferred-data';
import { useCountUninvitedQuery, useListEmployeesQuery } from '../api/employees-api';
import { EmployeeChangeConfirm } from './employee-change-confirm';
import { EmployeeListEmpty } from './employee-list-empty';
import { ExportEmployeesButton } from './export-employees-button';
import { InviteUninvitedPanel } from './invite-uninvited-panel';
import { JoinLinkPanel } from './join-link-panel';
import { useEmployeeRowActions } from './use-employee-row-actions';
import { useEmployeeSearch } from './use-employee-search';

const pageSize = 10;

// What shows with the list (the table with its rows' menus and the phones' formatting, the search
// field) is fetched beside the list's data, so the page's heading does not wait for its code.
const loadTable = () => import('./employee-table');
const loadSearchField = () => import('./employee-search-field');
const EmployeeTable = lazy(() => loadTable().then((module) => ({ default: module.EmployeeTable })));
const EmployeeSearchField = lazy(() => loadSearchField().then((module) => ({ default: module.EmployeeSearchField })));

/** /employees: searched, ordered and paged on the server; search and page live in the URL. */
export function EmployeeListPage() {
  const { t } = useTranslation('employees');
  const compact = useMediaQuery('(max-width: 64em)') ?? false;
  const { search, page, typed, setTyped, setPage, showLastPage, clearSearch } = useEmployeeSearch();
  const list = useListEmployeesQuery({ search, page, pageSize });
  // The "invite everyone" panel shows only while someone waits: the search and the list come with it,
  // in the loading placeholder's place, so it never pushes them down once they are on screen.
  const uninvited = useCountUninvitedQuery();
  const { onAction, change, closeChange } = useEmployeeRowActions();
  // Asked for in a task of their own: with the first commit's other effects (the page's requests
  // started) they made one long task.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadTable();
      void loadSearchField();
    });
    return () => clearTimeout(timer);
  }, []);

  // A page of rows is drawn where React can yield (the last page, or the loading state, stays
  // meanwhile): drawn at once, in the store update's one task, it held a phone for a quarter second.
  const data = useDeferredData(list.data);
  // A page past the end (an old link, or the last person of the last page moved to the trash) is
  // replaced by the last page that has rows; with no rows at all, the first page's empty state shows.
  const current = list.currentData;
  const pastTheEnd = current !== undefined && current.employees.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) showLastPage(Math.max(1, Math.ceil(current.total / pageSize)));
  }, [pastTheEnd, current?.total]); // eslint-disable-line react-hooks/exhaustive-deps

  const loading = (
    <Stack gap="xs" role="status" aria-label={t('employees.loading')}>
      <Text size="sm">{t('employees.loading')}</Text>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg" pb={{ base: 72, xs: 0 }}>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.subtitle')}
        actions={
          <>
            <Button variant="default" component={Link} to={paths.importEmployees} leftSection={<IconUpload size={18} aria-hidden />}>
              {t('employeeImport.open')}
            </Button>
            <ExportEmployeesButton />
            <Button component={Link} to={paths.registerEmployee} leftSection={<IconPlus size={18} aria-hidden />} visibleFrom="xs">
              {t('employees.createNew')}
            </Button>
          </>
        }
      />

      <JoinLinkPanel />

      {list.isError ? (
        <LoadError title={t('employees.loadError')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !data || uninvited.isLoading ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <InviteUninvitedPanel />

          <EmployeeSearchField value={typed} onChange={setTyped} />

          {pastTheEnd ? (
            loading
          ) : data.employees.length === 0 ? (
            <EmployeeListEmpty search={search} onShowEveryone={clearSearch} />
          ) : (
            <Suspense fallback={loading}>
              <EmployeeTable list={data} page={page} pageSize={pageSize} busy={list.isFetching} compact={compact} onAction={onAction} onPage={setPage} />
            </Suspense>
          )}
        </Suspense>
      )}

      {/* In place, not in a portal: a portal mounts in a layout effect, whose update made React run the
          whole first commit's effects and a render in the same task (one long task on a phone). */}
      <Affix position={{ bottom: 20, right: 20 }} hiddenFrom="xs" withinPortal={false}>
        <Button component={Link} to={paths.registerEmployee} radius="xl" size="lg" leftSection={<IconPlus size={20} aria-hidden />}>
          {t('employees.add')}
        </Button>
      </Affix>

      <EmployeeChangeConfirm change={change} onClose={closeChange} />
    </Stack>
  );
}
