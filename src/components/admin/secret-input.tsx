import * as React from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

type SecretInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** The field's name for the toggle ("Show Discord Token"). */
  label: string;
};

/** A text input that starts masked, with a show/hide toggle beside it. */
function SecretInput({ label, className, ...props }: SecretInputProps) {
  const [shown, setShown] = React.useState(false);
  return (
    <div data-slot="secret-input" className={cn('flex gap-2', className)}>
      <Input type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} {...props} />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-pressed={shown}
        aria-label={
          shown ? t('admin.hideSecret', { field: label }) : t('admin.showSecret', { field: label })
        }
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}

export { SecretInput };
