import { useCallback, useState } from 'react';
import { sendMultipart } from '../lib/multipart-upload';
import { useAdminSession } from '../session/admin-session';
import { useRefreshAfterChange } from '../api';

export type UploadOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface ProductUploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  form: FormData;
  succeeded: string;
  failed: string;
}

/**
 * Product writes go through the multipart REST paths (they carry a file). Progress is 0..1 while
 * sending, null otherwise. A 401 ends the session like any other dashboard call.
 */
export function useProductUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const { expire } = useAdminSession();
  const refresh = useRefreshAfterChange();

  const upload = useCallback(
    async ({ method, url, form, succeeded, failed }: ProductUploadRequest): Promise<UploadOutcome> => {
      setProgress(0);
      try {
        const response = await sendMultipart({ method, url, form, onProgress: setProgress });
        if (response.status >= 200 && response.status < 300) {
          await refresh();
          return { ok: true, message: response.message ?? succeeded };
        }
        if (response.status === 401) {
          expire();
          return { ok: false, message: response.message ?? failed };
        }
        if (response.status >= 400 && response.status < 500 && response.message)
          return { ok: false, message: response.message };
        return { ok: false, message: failed };
      } catch {
        return { ok: false, message: failed };
      } finally {
        setProgress(null);
      }
    },
    [expire, refresh],
  );

  return { upload, progress, uploading: progress !== null };
}
