import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { constants } from '@generated/catalog/constants.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import { session, signOut, useSession } from '@/lib/session/index.ts';
import { useGetVmLicenseStatus } from '@/lib/api/endpoints/sys.gen.ts';
import { LicenseUploadDialog } from './license-upload-lazy.ts';
import { licenseNotice } from './logic/license-state.ts';

const limits = constants.vmSizing;

/** The VM licence state, read once signed in. */
function useVmLicenseStatus() {
  return useGetVmLicenseStatus(undefined, { enabled: useSession().signedIn });
}

// a duplicate licence in its grace time may be used on for the rest of the session (the next one asks again)
let continued = false;
const listeners = new Set<() => void>();
session.subscribe(() => {
  if (!session.get().signedIn) continued = false;
});
function continueForNow() {
  continued = true;
  listeners.forEach((l) => l());
}
function useContinued(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => continued,
  );
}

/** Whether the licence holds the screen now (the start-up dialogs wait for it). */
export function useVmLicenseBlocking(): boolean {
  const status = useVmLicenseStatus();
  const goneOn = useContinued();
  if (!status.data) return false;
  const notice = licenseNotice(status.data, limits);
  return !!notice.block && !(goneOn && notice.canContinue);
}

/**
 * The VM licence after sign-in: a blocking state (expired, management IP mismatch, duplicate) holds the screen with
 * what is wrong, the licence upload and Log Out, and cannot be closed (a duplicate licence still in its grace time
 * also offers Continue); a licence check the appliance cannot answer signs the user out.
 */
export function VmLicenseGate() {
  const status = useVmLicenseStatus();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const goneOn = useContinued();

  const unresolved = status.isError && status.error instanceof ApiError && !status.data;
  useEffect(() => {
    if (unresolved) void signOut(queryClient, 'licenseUnresolved');
  }, [unresolved, queryClient]);

  if (!status.data) return null;
  const notice = licenseNotice(status.data, limits);
  if (!notice.block || (goneOn && notice.canContinue)) return null;

  const text =
    notice.block === 'expired'
      ? msg('license.expired', status.data.expires ?? '')
      : notice.block === 'mgmtIpMismatch'
        ? msg('license.mgmtIpMismatch', status.data.licensed_ip ?? '', status.data.mgmt_ip ?? '')
        : msg('license.duplicate');
  const logOut = () => void signOut(queryClient);

  return (
    <>
      <Modal
        open={!uploading}
        title={msg('license.blockedTitle')}
        closable={false}
        keyboard={notice.canContinue}
        mask={{ closable: false }}
        onCancel={continueForNow}
        footer={
          <Space wrap>
            <Button onClick={logOut}>{msg('session.logout')}</Button>
            {notice.canContinue && <Button onClick={continueForNow}>{msg('license.continue')}</Button>}
            <Button type="primary" onClick={() => setUploading(true)}>
              {msg('license.uploadTitle')}
            </Button>
          </Space>
        }
      >
        <Alert type="error" showIcon title={text} />
        {notice.graceDaysLeft !== null && (
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {notice.canContinue
              ? msg('license.graceLeft', notice.graceDaysLeft, limits.duplicateLicenceGraceDays)
              : msg('license.graceOver', limits.duplicateLicenceGraceDays)}
          </Typography.Paragraph>
        )}
      </Modal>
      <LicenseUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}

/** Banners of a licence that does not block: a VM below the minimum size, an evaluation licence (with its upload). */
export function VmLicenseBanner() {
  const status = useVmLicenseStatus();
  const [uploading, setUploading] = useState(false);
  if (!status.data) return null;
  const notice = licenseNotice(status.data, limits);
  return (
    <>
      {notice.undersized && (
        <Alert
          type="warning"
          banner
          showIcon
          closable
          title={msg('license.sizing', notice.undersized[0], notice.undersized[1], limits.minMemoryGb, limits.minVcpu)}
        />
      )}
      {notice.evaluationUntil && (
        <Alert
          type="info"
          banner
          showIcon
          closable
          title={msg('license.evaluation', notice.evaluationUntil)}
          action={
            <Button size="small" onClick={() => setUploading(true)}>
              {msg('license.uploadTitle')}
            </Button>
          }
        />
      )}
      <LicenseUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
