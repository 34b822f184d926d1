import { useTranslation } from 'react-i18next';
import type { ContractDocument } from '../../../api/endpoints/contract/contract-document';
import styles from './SignContractDialog.module.css';

interface Props {
  document: Pick<ContractDocument, 'title' | 'clauses' | 'template'>;
  contractNo: string;
}

/**
 * The document as the server generated it from the contract's template: plain text clauses drawn
 * as text nodes, so nothing in a contract's fields can become markup here.
 */
export function ContractPreview({ document, contractNo }: Props) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.paper}
      aria-label={t('contract_sign.document_label', { contractNo })}
      data-testid="contract-preview"
      // Scrollable content must be reachable with the keyboard.
      tabIndex={0}
    >
      <h3 className={styles.docTitle}>{document.title}</h3>
      <p className={styles.docMeta}>
        {contractNo} ·{' '}
        {t('contract_sign.template', {
          code: document.template.code,
          version: document.template.version,
        })}
      </p>
      {document.clauses.map((clause) => (
        <section key={clause.heading} className={styles.clause}>
          <h4 className={styles.clauseHeading}>{clause.heading}</h4>
          <p>{clause.text}</p>
        </section>
      ))}
    </article>
  );
}
