import { Fragment } from 'react';
import { ArrowLeft } from 'lucide-react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';
import type { BreadcrumbStack } from '@/lib/metadata/uri';

interface MetadataBrowserProps {
  /** The visited views, oldest first; empty means closed. */
  stack: BreadcrumbStack;
  onBack: () => void;
  /** Close button, Escape or a click outside: clears every breadcrumb. */
  onClose: () => void;
  /** Truncates the stack to breadcrumb `index`. */
  onCrumb: (index: number) => void;
  /** The open view (loading, refused, unsupported or loaded). */
  children: React.ReactNode;
}

/** The metadata browser modal: breadcrumbs, back, close (Escape too) and the open view. */
export function MetadataBrowser({
  stack,
  onBack,
  onClose,
  onCrumb,
  children,
}: MetadataBrowserProps) {
  return (
    <Dialog open={stack.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-slot="metadata-browser" className="max-w-3xl">
        <DialogTitle className="sr-only">{t('metadata.browserTitle')}</DialogTitle>
        <DialogDescription className="sr-only">
          {t('metadata.browserDescription')}
        </DialogDescription>
        <div className="flex items-center gap-2 pe-8">
          {stack.length > 1 && (
            <Button variant="ghost" size="icon" aria-label={t('metadata.back')} onClick={onBack}>
              {/* Back points against the reading direction: mirrored in right-to-left. */}
              <ArrowLeft className="size-4 rtl:-scale-x-100" />
            </Button>
          )}
          <Breadcrumb className="min-w-0">
            <BreadcrumbList>
              {stack.map((crumb, index) => {
                const label = crumb.label ?? crumb.uri;
                const last = index === stack.length - 1;
                return (
                  <Fragment key={`${crumb.uri}-${index}`}>
                    <BreadcrumbItem>
                      {last ? (
                        <BreadcrumbPage>{label}</BreadcrumbPage>
                      ) : (
                        <BreadcrumbLink asChild>
                          <button type="button" onClick={() => onCrumb(index)}>
                            {label}
                          </button>
                        </BreadcrumbLink>
                      )}
                    </BreadcrumbItem>
                    {!last && <BreadcrumbSeparator />}
                  </Fragment>
                );
              })}
            </BreadcrumbList>
          </Breadcrumb>
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}
