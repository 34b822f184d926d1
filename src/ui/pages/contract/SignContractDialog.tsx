import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { ContractDocument } from '../../../api/endpoints/contract/contract-document';
import { isApiError } from '../../../shared/errors/api-error';
import { formatDate } from '../../../shared/format/date';
import { useCore } from '../../core/use-core';
import { errorText } from '../../core/error-text';
import { showToast } from '../../feedback/toast';
import { useCellContext } from '../../components/search-list/use-cell-context';
import { ContractPreview } from './ContractPreview';
import { ContractTerms } from './ContractTerms';
import styles from './SignContractDialog.module.css';

/** The server's key for a wrong signing password: it belongs on the password field. */
const WRONG_PASSWORD = 'contract_sign.error.wrong_password';

interface Props {
  /** The contract to sign (its row key); the dialog is open while set. */
  contractId: string;
  /** Closes the dialog; `signed` says whether the list must refresh. */
  onClose: (signed: boolean) => void;
}

/**
 * Signing one contract: the terms and the document first, then the signer's own password. A wrong
 * password stays on its field and the dialog stays open; anything else refused shows above the
 * buttons. The password lives in this component's state only and never reaches the outbox.
 */
export function SignContractDialog({ contractId, onClose }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const cells = useCellContext();
  const passwordId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [doc, setDoc] = useState<ContractDocument | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);

  useEffect(() => {
    let live = true;
    core.contracts.document(contractId).then(
      (answer) => live && setDoc(answer),
      (error: unknown) => live && setLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [core, contractId]);

  const contractNo = doc ? String(doc.contract.contractNo ?? contractId) : contractId;

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (signing || !doc) return;
    setFailure(null);
    if (password === '') {
      setFieldError(t('contract_sign.password_required'));
      input.current?.focus();
      return;
    }
    setSigning(true);
    try {
      const answer = await core.contracts.sign(contractId, password);
      const when = formatDate(answer.signature.signedAt, {
        timeZone: cells.timeZone,
        format: cells.timeFormat,
        withTime: true,
      });
      showToast({
        severity: 'success',
        summary: t('contract_sign.signed_summary'),
        detail: t('contract_sign.signed_detail', {
          contractNo,
          signer: answer.signature.signerName,
          when,
        }),
      });
      onClose(true);
    } catch (error) {
      if (isApiError(error) && error.messageKey === WRONG_PASSWORD) {
        setFieldError(t('contract_sign.error.wrong_password'));
        input.current?.focus();
        input.current?.select();
      } else {
        setFailure(errorText(t, error));
      }
    } finally {
      setSigning(false);
    }
  };

  const formId = `${passwordId}-form`;
  const footer = (
    <div className={styles.footer}>
      <Button
        type="button"
        label={t('common.cancel')}
        outlined
        disabled={signing}
        onClick={() => onClose(false)}
        data-action="cancel"
      />
      <Button
        type="submit"
        form={formId}
        icon="pi pi-pen-to-square"
        label={t('contract_sign.sign')}
        loading={signing}
        disabled={!doc}
        data-action="sign"
      />
    </div>
  );

  return (
    <Dialog
      visible
      header={t('contract_sign.title', { contractNo })}
      footer={footer}
      onHide={() => {
        if (!signing) onClose(false);
      }}
      closable={!signing}
      className={styles.dialog}
      data-testid="sign-contract-dialog"
    >
      {!doc && !loadError && <p>{t('contract_sign.loading')}</p>}
      {loadError !== null && (
        <p role="alert" className={styles.error}>
          {errorText(t, loadError)}
        </p>
      )}
      {doc && (
        <div className={styles.body}>
          <div className={styles.side}>
            <section aria-labelledby={`${passwordId}-terms`}>
              <h3 id={`${passwordId}-terms`} className={styles.sectionTitle}>
                {t('contract_sign.terms')}
              </h3>
              <ContractTerms contract={doc.contract} />
            </section>
            <form id={formId} className={styles.field} onSubmit={(e) => void sign(e)} noValidate>
              <label htmlFor={passwordId} className={styles.label}>
                <span className={styles.required} aria-hidden="true">
                  *
                </span>
                {t('contract_sign.password')}
              </label>
              <InputText
                id={passwordId}
                ref={input}
                type="password"
                autoComplete="current-password"
                value={password}
                invalid={fieldError !== null}
                aria-required="true"
                aria-invalid={fieldError !== null}
                aria-describedby={`${passwordId}-help${fieldError ? ` ${passwordId}-error` : ''}`}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setFieldError(null);
                }}
                data-field="password"
              />
              {fieldError && (
                <small id={`${passwordId}-error`} className={styles.error} role="alert">
                  {fieldError}
                </small>
              )}
              <small id={`${passwordId}-help`} className={styles.help}>
                {t('contract_sign.password_help')}
              </small>
            </form>
          </div>
          <section aria-labelledby={`${passwordId}-doc`}>
            <h3 id={`${passwordId}-doc`} className={styles.sectionTitle}>
              {t('contract_sign.document')}
            </h3>
            <ContractPreview document={doc} contractNo={contractNo} />
          </section>
          {failure && (
            <p role="alert" className={styles.error} data-testid="sign-contract-failure">
              {failure}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
