// Product photos travel as multipart forms to the REST paths; XMLHttpRequest (unlike fetch) reports
// upload progress, which matters for large photos on a showroom's mobile connection.

export interface UploadResponse {
  status: number;
  /** The `message` of a JSON answer, when there is one. */
  message: string | undefined;
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  url: string;
  form: FormData;
  /** Called with 0..1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends the form; resolves with the status for any HTTP answer, rejects only when none arrived. */
export function sendMultipart({ method, url, form, onProgress, signal }: UploadOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let message: string | undefined;
      try {
        const body: unknown = JSON.parse(xhr.responseText);
        if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
          message = (body as { message: string }).message;
        }
      } catch {
        message = undefined;
      }
      resolve({ status: xhr.status, message });
    });
    xhr.addEventListener('error', () => reject(new Error('network')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
