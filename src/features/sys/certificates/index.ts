export { Certificates, type CertificatesProps } from './certificates.tsx';
