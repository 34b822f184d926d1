import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../state/core-state';
import { profileDraftOf } from './forms/profile-draft';
import { EditProfileForm } from './EditProfileForm';

/** /user-center/edit: the form starts from the session the moment the page opens. */
export default function EditProfilePage() {
  useSignals();
  const current = session.value;
  if (!current) return null;
  return <EditProfileForm initial={profileDraftOf(current)} />;
}
