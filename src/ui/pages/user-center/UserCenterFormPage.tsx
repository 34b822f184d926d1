import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { paths } from '../../../shared/routes/paths';
import cf from '../../components/config-form/ConfigForm.module.css';
import record from '../../components/declared-page/RecordPage.module.css';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { FormOutcome } from './FormOutcome';

interface Props {
  title: string;
  testId: string;
  submitLabel: string;
  busy: boolean;
  done: boolean;
  /** A problem that names no field, said at the start of the action bar. */
  problem: string | null;
  onSubmit: () => Promise<void>;
  /** The form's cards. */
  children: ReactNode;
  /** Where Cancel goes: the user centre's profile unless the form belongs elsewhere (/realname). */
  cancelTo?: string;
}

/**
 * A user-centre form in the portal's form layout (docs/form-config.md): the page title, its
 * cards, and the sticky Cancel / submit bar. Cancel goes back to the profile (or `cancelTo`: the
 * personal verification form uses it too); the page's leave guard asks first when something was
 * changed.
 */
export function UserCenterFormPage(props: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit();
  };
  return (
    <div data-testid={props.testId}>
      <h1 className={record.title}>{props.title}</h1>
      <form className={cf.form} onSubmit={submit} noValidate>
        {props.children}
        <StickyActionBar message={<FormOutcome failure={props.problem} success={null} />}>
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(props.cancelTo ?? paths.userCenter.getHref())}
          />
          <Button
            type="submit"
            label={props.submitLabel}
            loading={props.busy}
            disabled={props.done}
          />
        </StickyActionBar>
      </form>
    </div>
  );
}
