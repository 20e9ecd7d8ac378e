import { useTranslation } from '@/lib/i18n';
import { isMessageKey, profileFieldSchemas, type EnterpriseProfile, type ProfileField, type UpdateProfileBody } from '@rumbo/contract';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useUpdateProfileMutation } from '../api/profile-api';

/** Told after each saved change, with the profile before and after it. */
export type ProfileSaved = (field: ProfileField, previous: EnterpriseProfile, next: EnterpriseProfile) => void;

/**
 * Saves one field of the profile: checks the value with the contract's schema, then sends it and
 * says how it went; answers the message for under the field, or nothing once saved.
 */
export function useSaveProfileField(profile: EnterpriseProfile, onSaved: ProfileSaved | undefined) {
  const { t } = useTranslation(['profile', 'messages']);
  const notifyOutcome = useNotifyOutcome();
  const [update] = useUpdateProfileMutation();

  return async <F extends ProfileField>(field: F, value: UpdateProfileBody[F]): Promise<string | undefined> => {
    const check = profileFieldSchemas[field].safeParse(value);
    if (!check.success) {
      const key = check.error.issues[0]?.message ?? '';
      return t(`messages:${isMessageKey(key) ? key : 'invalidValue'}`);
    }
    let refusal: string | undefined;
    const saved = await notifyOutcome(update({ [field]: value } as UpdateProfileBody), {
      success: (answer) => answer.message,
      failure: (error) => (refusal = fieldErrors(error)[field] ?? errorMessage(error, t('profile.updateFailed'))),
    });
    if (saved) onSaved?.(field, profile, saved.data);
    return refusal;
  };
}
