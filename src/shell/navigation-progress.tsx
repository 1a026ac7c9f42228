import { useNavigation } from 'react-router';
import { msg } from '@/lib/i18n/messages.ts';

/** The app loading indicator: a thin bar under the header while a route (or its lazy module) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={msg('shell.loading')} />;
}
