import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

interface LoginCodePanelProps {
  /** null while loading or when it could not be fetched. */
  code: string | null;
  loading?: boolean;
  regenerating?: boolean;
  onCopy: () => void;
  onRegenerate: () => void;
}

const CODE_BOX =
  'min-w-0 rounded-md border bg-muted px-3 py-1.5 font-mono text-sm tracking-widest break-all text-muted-fg';

/** The user's login code, for signing in elsewhere (the bot's own login command). */
function LoginCodePanel({
  code,
  loading = false,
  regenerating = false,
  onCopy,
  onRegenerate,
}: LoginCodePanelProps) {
  return (
    <div data-slot="login-code-panel" className="grid gap-2">
      <p className="text-sm font-medium" id="login-code-label">
        {t('settings.loginCode')}
      </p>
      {loading ? (
        <Spinner className="size-5" label={t('settings.loadingLoginCode')} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {/* The code keeps its case under the lowercase aesthetic (it is typed elsewhere,
              app/providers/lowercase.css); 'Unavailable' is interface text and follows it. */}
          {code !== null ? (
            <code aria-labelledby="login-code-label" className={CODE_BOX}>
              {code}
            </code>
          ) : (
            <span className={CODE_BOX}>{t('settings.loginCodeUnavailable')}</span>
          )}
          <Button
            variant="outline"
            size="icon"
            aria-label={t('settings.copyLoginCode')}
            disabled={code === null}
            onClick={onCopy}
          >
            <Copy aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('settings.regenerateLoginCode')}
            loading={regenerating}
            onClick={onRegenerate}
          >
            <RefreshCw aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}

export { LoginCodePanel, type LoginCodePanelProps };
