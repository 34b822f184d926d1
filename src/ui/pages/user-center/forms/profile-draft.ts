import type { SessionSnapshot } from '../../../../worker/session/session-snapshot';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_FORMAT } from '../../../../shared/constants';
import type { ProfileDraft } from './profile-form';

/** The spec's default zone (+8, 480 minutes), written as the server stores offsets. */
export const DEFAULT_TIME_ZONE = '+8';

/** The edit form starts from the session; blanks fall back to the spec's defaults (section 9). */
export function profileDraftOf(snapshot: SessionSnapshot): ProfileDraft {
  const { user } = snapshot.principal;
  return {
    cname: user.cname,
    email: user.email,
    language: user.language || DEFAULT_LANGUAGE,
    timeZone: snapshot.timeZone || DEFAULT_TIME_ZONE,
    timeFormat: snapshot.timeFormat || DEFAULT_TIME_FORMAT,
  };
}
