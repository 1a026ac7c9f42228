import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@generated/catalog/links.ts';
import { NotificationBell, type NotificationAction } from '@/features/notices/notification-bell/index.ts';
import { IpConflictDialog } from '@/features/notices/ip-conflicts/index.ts';
import { OutOfSyncDialog } from '@/features/dvm/out-of-sync/index.ts';
import { LicenseUploadDialog } from '@/features/sys/vm-license/index.ts';
import { texts as notificationTexts } from '@generated/messages-notifications.ts';
import { msg, registerMessages } from '@/lib/i18n/messages.ts';

// the notification texts come with the shell, not with the sign-in page
registerMessages(notificationTexts);
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import { useShellUi } from './shell-ui.tsx';

/**
 * The bell, with each notification that has a screen resolving it: licence notices open the licence upload, a new
 * firmware the upgrade dialog, out-of-sync devices their review, an IP conflict the device list, the daily log
 * limit its notice, outbreak alerts and fabric members their screens (each only where the administrator may use it).
 */
export function ShellNotificationBell() {
  const { open } = useShellUi();
  const caps = useCapabilities();
  const navigate = useNavigate();
  const [conflictAdom, setConflictAdom] = useState<number | null>(null);
  const [outOfSyncAdom, setOutOfSyncAdom] = useState<number | null>(null);
  // the review's code is fetched when it is first asked for, then kept (so that closing returns the focus)
  const [reviewLoaded, setReviewLoaded] = useState(false);
  const [licenceUpload, setLicenceUpload] = useState(false);
  // a notification without an ADOM is about the current one
  const current = useCurrentAdom();
  const adomOf = (adomOid: number | null | undefined) => adomOid ?? current.data?.oid ?? null;

  const uploadLicence: NotificationAction = { label: msg('notifications.uploadLicence'), ariaLabel: msg('notifications.uploadLicenceLabel'), onSelect: () => setLicenceUpload(true) };
  const viewFabric: NotificationAction = { label: msg('notifications.viewFabric'), ariaLabel: msg('notifications.viewFabricLabel'), onSelect: () => void navigate(links.routes.fabricSettings) };
  const actions: Partial<Record<string, NotificationAction>> = {
    license_expired: uploadLicence,
    license_expiring: uploadLicence,
    log_limit_exceeded: { label: msg('notifications.viewLogLimit'), ariaLabel: msg('notifications.viewLogLimitLabel'), onSelect: () => open('logLimit') },
    ip_conflict: { label: msg('notifications.viewIpConflicts'), ariaLabel: msg('notifications.viewIpConflictsLabel'), onSelect: (n) => setConflictAdom(adomOf(n.adomOid)) },
    devices_out_of_sync: {
      label: msg('notifications.reviewOutOfSync'),
      ariaLabel: msg('notifications.reviewOutOfSyncLabel'),
      onSelect: (n) => {
        setReviewLoaded(true);
        setOutOfSyncAdom(adomOf(n.adomOid));
      },
    },
    ...(caps.canUpgradeFirmware && { firmware_available: { label: msg('notifications.upgrade'), ariaLabel: msg('notifications.upgradeLabel'), onSelect: () => open('upgrade') } }),
    ...(caps.navGroups.fortisoc && {
      outbreak_alert: { label: msg('notifications.viewOutbreaks'), ariaLabel: msg('notifications.viewOutbreaksLabel'), onSelect: () => void navigate(links.routes.outbreakAlerts) },
    }),
    ...(caps.fabricRoleButton && { fabric_member_out_of_sync: viewFabric, fabric_member_joined: viewFabric }),
  };

  return (
    <>
      <NotificationBell actions={actions} />
      <IpConflictDialog adomOid={conflictAdom} onClose={() => setConflictAdom(null)} />
      <LicenseUploadDialog open={licenceUpload} onClose={() => setLicenceUpload(false)} />
      {reviewLoaded && (
        <Suspense fallback={null}>
          <OutOfSyncDialog adomOid={outOfSyncAdom} onClose={() => setOutOfSyncAdom(null)} />
        </Suspense>
      )}
    </>
  );
}
