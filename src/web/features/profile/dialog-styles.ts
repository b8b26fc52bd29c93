/** The look shared by every dialog of the account pages: a dimmed page and a centred card that fits a phone. */
export const dialogOverlayClassName = 'fixed inset-0 z-50 bg-slate-950/50';

export const dialogContentClassName =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none';
