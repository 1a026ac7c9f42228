import { useNavigation } from 'react-router';
import { msg } from '@/lib/i18n/messages.ts';
import { useAppLoading } from '@/lib/ui/app-loading.ts';

/**
 * The app loading indicator: a thin bar under the header while a route (or its lazy module) loads, or while a screen
 * waits for what it navigates to (see whileAppLoads).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = useAppLoading();
  if (navigation.state === 'idle' && !busy) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={msg('shell.loading')} />;
}
