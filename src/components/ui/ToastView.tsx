import React from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import type { ToastMessage } from './Toaster';
import { Icon } from './Icon';

const TOAST_DURATION_MS = 5000;

interface ToastViewProps {
  toast: ToastMessage & { key: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Radix toasts: one at a time, 5 s, swipe right (50 px) to dismiss, F8 focuses the region. */
export default function ToastView({ toast, open, onOpenChange }: ToastViewProps) {
  const { t } = useTranslation();
  const destructive = toast.variant === 'destructive';
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('forms.toast.label')}>
      <Toast.Root
        key={toast.key}
        open={open}
        onOpenChange={onOpenChange}
        type={destructive ? 'foreground' : 'background'}
        data-testid="toast"
        data-variant={toast.variant ?? 'success'}
        className={`flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${
          destructive ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-white text-slate-900'
        }`}
      >
        {destructive ? (
          <Icon name="AlertTriangle" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        ) : (
          <Icon name="CheckCircle2" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
        )}
        <div className="flex-1">
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>}
        </div>
        <Toast.Close aria-label={t('forms.toast.close')} className="rounded p-1 hover:bg-black/5">
          <Icon name="X" className="h-4 w-4" />
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport
        label={t('forms.toast.region')}
        className="fixed bottom-[calc(var(--action-bar-height)+1rem)] right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none lg:bottom-24 sm:right-4"
      />
    </Toast.Provider>
  );
}
