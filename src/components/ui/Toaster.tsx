import React, { createContext, useCallback, useContext, useMemo, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, X } from 'lucide-react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive';
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** Shows a toast; a new one replaces the one on screen. */
export function useToast() {
  return useContext(ToastContext);
}

const TOAST_DURATION_MS = 5000;

/** Radix toasts: one at a time, 5 s, swipe right (50 px) to dismiss, F8 focuses the region. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  const destructive = current?.variant === 'destructive';

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('forms.toast.label')}>
        {children}
        {current && (
          <Toast.Root
            key={current.key}
            open={open}
            onOpenChange={setOpen}
            type={destructive ? 'foreground' : 'background'}
            data-testid="toast"
            data-variant={current.variant ?? 'success'}
            className={`flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${
              destructive ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-white text-slate-900'
            }`}
          >
            {destructive ? (
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
            )}
            <div className="flex-1">
              <Toast.Title className="font-semibold">{current.title}</Toast.Title>
              {current.description && <Toast.Description className="mt-1 text-sm">{current.description}</Toast.Description>}
            </div>
            <Toast.Close aria-label={t('forms.toast.close')} className="rounded p-1 hover:bg-black/5">
              <X aria-hidden="true" className="h-4 w-4" />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport
          label={t('forms.toast.region')}
          className="fixed bottom-[calc(var(--action-bar-height)+1rem)] right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none lg:bottom-24 sm:right-4"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
