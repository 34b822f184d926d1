import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { attachToastSink } from './toast';

/** The one toast stack of the app; actions reach it through showToast(). */
export function Toaster() {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      attachToastSink((message) =>
        toast.current?.show({
          ...message,
          // Errors stay until read: they say what did not happen to money.
          life: message.severity === 'error' ? 10_000 : 4_000,
        }),
      ),
    [],
  );
  return <Toast ref={toast} position="top-right" />;
}
