import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@/api/auth/actions';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

/** /logout (spec 1 §2): revoke the refresh token if stored, clear both cookies, go to /login. */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void signOut().finally(() => {
      if (current) navigate('/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  return (
    <main className="grid min-h-dvh place-items-center bg-bg text-fg">
      <Spinner className="size-6" label={t('login.signingOut')} />
    </main>
  );
}
