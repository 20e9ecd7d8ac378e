import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconChartBar, IconPlayerPlay, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Language, ReportMetricsQuery } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useRenderedAhead } from '@/lib/rendered-ahead';
import { useGetStatisticsQuery } from '../api/home-api';
import classes from './home-page.module.css';
import { MonthFigures } from './month-figures';
import { StatisticsFigures } from './statistics-figures';

// Only a company without a plan opens it, and only when asked: Mantine's modal stays out of the page's first load.
const loadModal = () => import('./subscription-needed-modal');
const SubscriptionNeededModal = lazy(() => loadModal().then((module) => ({ default: module.SubscriptionNeededModal })));

type Props = {
  userName: string | undefined;
  onStartTutorial: () => void;
  /** Only administrators read the company's figures; others see the box that asks for a plan. */
  isAdmin: boolean;
  language: Language;
  /** This month's local days in the company's zone: a subscribed company's box shows their carpooling figures. */
  monthPeriod: ReportMetricsQuery;
};

export function HomePage({ userName, onStartTutorial, isAdmin, language, monthPeriod }: Props) {
  const { t } = useTranslation(['home', 'common']);
  const renderedAhead = useRenderedAhead();
  const [statisticsOpen, statistics] = useDisclosure(false);
  const [modalWanted, setModalWanted] = useState(false);
  const figures = useGetStatisticsQuery(undefined, { skip: !isAdmin, refetchOnMountOrArgChange: true });
  const figuresData = figures.data?.data;
  const actions = [
    { to: paths.profile, icon: <IconBuilding aria-hidden />, title: t('home.actionProfile'), text: t('home.actionProfileText') },
    { to: paths.registerEmployee, icon: <IconUserPlus aria-hidden />, title: t('home.actionEmployees'), text: t('home.actionEmployeesText') },
    { to: paths.advancedConfiguration, icon: <IconSettings aria-hidden />, title: t('home.actionSettings'), text: t('home.actionSettingsText') },
  ];
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.welcome}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {/* Rendered ahead, the person is not known yet: the greeting the app writes their name into, so it keeps its lines. */}
              {userName ? t('home.welcome', { name: userName.split(' ')[0] }) : renderedAhead ? t('home.welcome', { name: '…' }) : t('home.welcomeFallback')}
            </Title>
            <Text c="dimmed">{t('home.intro')}</Text>
          </Stack>
          <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={onStartTutorial} variant="light">
            {t('home.startTutorial')}
          </Button>
        </Group>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="quick-actions">
        <Title order={2} fz="h4" id="quick-actions">
          {t('home.quickActions')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {actions.map((action) => (
            <Card key={action.to} component={Link} to={action.to} withBorder radius="md" className={classes.action}>
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={44} radius="md">
                  {action.icon}
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{action.title}</Text>
                  <Text size="sm" c="dimmed">
                    {action.text}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      {figuresData?.subscribed ? (
        <StatisticsFigures statistics={figuresData} language={language}>
          <MonthFigures period={monthPeriod} language={language} />
        </StatisticsFigures>
      ) : figures.isError ? (
        <LoadError title={t('home.loadError')} message={errorMessage(figures.error)} onRetry={() => void figures.refetch()} />
      ) : isAdmin && !figuresData ? (
        <Skeleton height={140} radius="lg" aria-label={t('common:common.loading')} />
      ) : (
        <>
          <UnstyledButton
            onClick={() => {
              setModalWanted(true);
              statistics.open();
            }}
            onPointerEnter={() => void loadModal()}
            onFocus={() => void loadModal()}
            className={classes.statistics}
            aria-haspopup="dialog"
          >
            <Group wrap="nowrap">
              <ThemeIcon variant="light" color="amber" size={56} radius="md">
                <IconChartBar aria-hidden />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600} fz="lg">
                  {t('home.statistics')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('home.statisticsEmpty')}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)">
              {t('home.statisticsOpen')}
            </Text>
          </UnstyledButton>

          {modalWanted && (
            <Suspense fallback={null}>
              <SubscriptionNeededModal opened={statisticsOpen} onClose={statistics.close} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
