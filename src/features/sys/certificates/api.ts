// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateImport } from '@generated/types/entities.ts';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';

export type { Certificate, CertificateImport };
export type CertificateKind = 'local' | 'ca';

const LIST = { local: 'listLocalCertificates', ca: 'listCaCertificates' } as const;

/** The local or the CA certificates. */
export function useCertificates(kind: CertificateKind) {
  return useApiQuery(LIST[kind], undefined, { select: (d) => d as Certificate[] });
}

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

/** Imports a certificate; the list of its kind is read again. */
export function useImportCertificate() {
  const qc = useQueryClient();
  return useApiMutation('importCertificate', {
    toInit: (form: CertificateImport) => ({ body: importBody(form) }),
    onSuccess: (_, form) => qc.invalidateQueries({ queryKey: apiQueryKey(LIST[form.type]) }),
  });
}

/** Deletes a certificate; the list of its kind is read again. */
export function useDeleteCertificate(kind: CertificateKind) {
  const qc = useQueryClient();
  const local = useApiMutation('deleteLocalCertificate', { toInit: (name: string) => ({ params: { path: { name } } }) });
  const ca = useApiMutation('deleteCaCertificate', { toInit: (name: string) => ({ params: { path: { name } } }) });
  const mutation = kind === 'local' ? local : ca;
  return {
    isPending: mutation.isPending,
    remove: async (name: string) => {
      await mutation.mutateAsync(name);
      await qc.invalidateQueries({ queryKey: apiQueryKey(LIST[kind]) });
    },
  };
}
