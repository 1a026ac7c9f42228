import type { CertificateImport } from '@generated/types/entities.ts';

/** Which certificates: the unit's own (local) or the authorities it trusts (ca). */
export type CertificateKind = CertificateImport['type'];

/** What the unit is sent of the import form: a CA certificate has no private key nor password. */
export function importBody(form: CertificateImport): CertificateImport {
  const { type, name, certificate, private_key, password, comment } = form;
  const body: CertificateImport = { type, name, certificate };
  if (type === 'local') {
    if (private_key) body.private_key = private_key;
    if (password) body.password = password;
  }
  if (comment) body.comment = comment;
  return body;
}
