import { defaultTimeZoneName } from '@rumbo/contract';
import { PaperBinPage } from '@/features/employees/components/paper-bin-page';
import { useAppSelector } from '../hooks';

/** Trash dates are shown in the user's language and time zone. */
export function PaperBinRoute() {
  const { language, timeZoneName } = useAppSelector((state) => state.userConfig);
  return <PaperBinPage language={language} timeZone={timeZoneName ?? defaultTimeZoneName} />;
}
