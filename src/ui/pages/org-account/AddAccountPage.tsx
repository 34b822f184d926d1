import { AccountForm } from './AccountForm';

/** /org/account/add. */
export default function AddAccountPage() {
  return <AccountForm mode="add" account={null} />;
}
