import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { paths } from '../../../shared/routes/paths';
import cf from '../../components/config-form/ConfigForm.module.css';
import record from '../../components/declared-page/RecordPage.module.css';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { FormOutcome } from '../user-center/FormOutcome';

interface Props {
  title: string;
  testId: string;
  submitLabel: string;
  busy: boolean;
  done: boolean;
  /** A problem that names no field, said at the start of the action bar. */
  problem: string | null;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/**
 * A verification form in the portal's form layout: title, cards, and the sticky Cancel / submit
 * bar. Cancel returns to the verification overview (the leave guard asks first when changed).
 */
export function RealnameFormPage(props: Props) {
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
            onClick={() => void navigate(paths.realname.path)}
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
