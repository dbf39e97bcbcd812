import type * as React from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { cn } from '@/lib/ui/cn';
import {
  dialogContentClassName,
  dialogDescriptionClassName,
  dialogOverlayClassName,
  dialogTitleClassName,
} from './dialog-styles';
import { useFocusReturn } from './use-focus-return';

/**
 * Radix Alert Dialog (role="alertdialog", focus on Cancel when it opens), dressed like Dialog.
 * Header and footer are plain layout: use DialogHeader and DialogFooter.
 */
function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

type AlertDialogContentProps = React.ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /**
   * Called on a click on the overlay. An alert dialog ignores outside clicks by default; the
   * spec's confirm dialog closes on one (1-core, "Confirm dialog"), so the caller may opt in.
   */
  onOverlayClick?: () => void;
};

/** Portalled to <body> over the overlay; themed by <html data-theme> like every layer. */
function AlertDialogContent({
  className,
  onOverlayClick,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: AlertDialogContentProps) {
  const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay
        data-slot="alert-dialog-overlay"
        className={dialogOverlayClassName}
        onClick={onOverlayClick}
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(dialogContentClassName, className)}
        {...focusReturn}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

function AlertDialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn(dialogTitleClassName, className)}
      {...props}
    />
  );
}

function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn(dialogDescriptionClassName, className)}
      {...props}
    />
  );
}

/** Closes the dialog (onOpenChange(false)); Radix focuses it when the dialog opens. */
function AlertDialogCancel(props: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel data-slot="alert-dialog-cancel" {...props} />;
}

export {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
};
