-- Contract signatures (issue 17, docs/contract-signing.md): who signed which contract of
-- /contract/info and when, by the server's clock. The signer's name is kept as it was at signing
-- (a later rename does not rewrite a signature). One signature per contract: the key refuses a
-- second one even when two signers confirm at the same moment.
CREATE TABLE contract_signatures (
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  contract_id  text NOT NULL,
  signer_id    text NOT NULL REFERENCES users (id),
  signer_name  text NOT NULL,
  signed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, contract_id)
);
