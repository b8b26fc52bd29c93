import { AlertDialog, Dialog } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** 'alertdialog' asks before something that cannot be undone: a click outside never closes it. */
export type ModalDialogRole = 'dialog' | 'alertdialog';

/** Radix's parts for each role, under one set of names (a plain dialog's Close is its Cancel). */
const parts = {
  dialog: {
    Root: Dialog.Root,
    Trigger: Dialog.Trigger,
    Portal: Dialog.Portal,
    Overlay: Dialog.Overlay,
    Content: Dialog.Content,
    Title: Dialog.Title,
    Description: Dialog.Description,
    Cancel: Dialog.Close,
  },
  alertdialog: AlertDialog,
};

const RoleContext = createContext<ModalDialogRole>('dialog');

export interface ModalDialogProps {
  role?: ModalDialogRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it sits with the dialog. */
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** A click outside leaves it open too, e.g. while it shows codes that are shown only once. */
  keepOnOutsideClick?: boolean;
  children: ReactNode;
}

/** A dimmed page and a centred card that fits a phone, with a title and a description that name it. */
export function ModalDialog({
  role = 'dialog',
  open,
  onOpenChange,
  trigger,
  title,
  description,
  keepOnOutsideClick = false,
  children,
}: ModalDialogProps) {
  const { Root, Trigger, Portal, Overlay, Content, Title, Description } = parts[role];
  return (
    <RoleContext value={role}>
      <Root open={open} onOpenChange={onOpenChange}>
        {trigger && <Trigger asChild>{trigger}</Trigger>}
        <Portal>
          <Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
          <Content
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
            onInteractOutside={keepOnOutsideClick ? (event) => event.preventDefault() : undefined}
          >
            <Title className="text-lg font-semibold text-slate-900">{title}</Title>
            <Description className="mt-2 text-sm text-slate-600">{description}</Description>
            {children}
          </Content>
        </Portal>
      </Root>
    </RoleContext>
  );
}

/**
 * Makes its child button close the dialog it sits in. In an alert dialog that is Radix's Cancel, which also takes
 * the focus when the dialog opens, so Enter does not confirm by accident.
 */
export function ModalDialogClose({ children }: { children: ReactElement }) {
  const { Cancel } = parts[useContext(RoleContext)];
  return <Cancel asChild>{children}</Cancel>;
}
