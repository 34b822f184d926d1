import type { Core } from '../core/bridge';
import { session } from '../state/core-state';
import type { Language } from '../../shared/constants';
import type { CommandPayload } from '../../worker/commands/command-types';

type TimeFormat = CommandPayload<'user.updateInfo'>['timeFormat'];
const TIME_FORMATS: readonly string[] = [
  'YYYY/MM/DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
] satisfies TimeFormat[];
const isTimeFormat = (value: string): value is TimeFormat => TIME_FORMATS.includes(value);

/**
 * The header's language switch also changes the signed-in user's profile language, so the profile
 * (and the next sign-in on another device) says what the user chose last. Signed out (the login
 * page) there is no profile. A profile the server would refuse as it stands (no name or e-mail:
 * user.updateInfo requires both) is left for the user to complete in the profile form.
 */
export async function followInProfile(core: Core, language: Language): Promise<void> {
  const current = session.value;
  if (!current) return;
  const { user } = current.principal;
  const { timeFormat } = current;
  if (user.language === language || !user.cname.trim() || !user.email.trim()) return;
  if (!isTimeFormat(timeFormat)) return;
  session.value = { ...current, principal: { ...current.principal, user: { ...user, language } } };
  await core.commands.issue('user.updateInfo', {
    cname: user.cname,
    email: user.email,
    language,
    timeZone: current.timeZone,
    timeFormat,
  });
}
