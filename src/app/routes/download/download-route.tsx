import { Navigate } from 'react-router-dom';
import { useSessionUser } from '@/api/auth/use-session-user';
import { canDownload } from '@/lib/admin/permissions';
import { DownloaderScreen } from './downloader-screen';

/**
 * /download, for flags:root or flags:allow-download (2-secondary §6). Anyone else who types the
 * address is sent home (signed out: to the login page), so the screen is never shown to them.
 */
export function DownloadRoute() {
  const user = useSessionUser();
  if (user === null) return <Navigate to="/login" replace />;
  if (!canDownload(user.roles)) return <Navigate to="/home" replace />;
  return <DownloaderScreen />;
}
