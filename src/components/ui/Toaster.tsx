import React, { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react';

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

// Radix Toast is a tenth of a page's script and only a sent form needs it: it loads with the first toast.
const ToastView = lazy(() => import('./ToastView'));

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
