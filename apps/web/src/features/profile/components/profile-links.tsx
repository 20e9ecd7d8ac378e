import { Anchor, Divider, Paper, Stack, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

const profilePath = '/home/profile';
const links = [
  { key: 'loginAndSecurity', to: `${profilePath}/login-and-security` },
  { key: 'advancedConfiguration', to: `${profilePath}/advanced-configuration` },
  { key: 'tripRules', to: `${profilePath}/trip-rules` },
  { key: 'companyLocation', to: `${profilePath}/company-location` },
  { key: 'myPayments', to: `${profilePath}/my-payments` },
] as const;

/** The ways from the profile to the company's other settings. */
export function ProfileLinks() {
  const { t } = useTranslation('profile');
  return (
    <nav aria-labelledby="profile-more">
      <Title order={2} size="h4" id="profile-more" mb="xs">
        {t('profile.more')}
      </Title>
      <Paper withBorder radius="lg">
        <Stack gap={0}>
          {links.map((link, index) => (
            <div key={link.key}>
              {index > 0 && <Divider />}
              <Anchor component={Link} to={link.to} display="flex" p="md" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
                {t(`profile.links.${link.key}`)}
                <IconChevronRight size={18} aria-hidden />
              </Anchor>
            </div>
          ))}
        </Stack>
      </Paper>
    </nav>
  );
}
