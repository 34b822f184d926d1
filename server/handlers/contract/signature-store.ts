import type { ContractSignature } from '../../../src/api/endpoints/contract/contract-document';
import type { Db } from '../../db/db';

interface SignatureRow {
  signer_id: string;
  signer_name: string;
  signed_at: Date;
}

const toSignature = (row: SignatureRow): ContractSignature => ({
  signerId: row.signer_id,
  signerName: row.signer_name,
  signedAt: row.signed_at.toISOString(),
});

/** The contract's signature, or null while it is unsigned. */
export async function readSignature(
  db: Db,
  companyId: string,
  contractId: string,
): Promise<ContractSignature | null> {
  const { rows } = await db.query<SignatureRow>(
    `SELECT signer_id, signer_name, signed_at FROM contract_signatures
     WHERE company_id = $1 AND contract_id = $2`,
    [companyId, contractId],
  );
  return rows[0] ? toSignature(rows[0]) : null;
}

/**
 * Records the signature at the server's clock; null when the contract already has one (the key
 * refuses a second signature however close together two signers confirm).
 */
export async function insertSignature(
  db: Db,
  companyId: string,
  contractId: string,
  signer: { id: string; name: string },
): Promise<ContractSignature | null> {
  const { rows } = await db.query<SignatureRow>(
    `INSERT INTO contract_signatures (company_id, contract_id, signer_id, signer_name)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id, contract_id) DO NOTHING
     RETURNING signer_id, signer_name, signed_at`,
    [companyId, contractId, signer.id, signer.name],
  );
  return rows[0] ? toSignature(rows[0]) : null;
}
