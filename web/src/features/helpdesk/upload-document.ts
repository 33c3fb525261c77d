/** The BFF route documents are uploaded to, one file a request (proxied by the web server). */
export const DOCUMENT_UPLOAD_PATH = '/uploads/helpdesk/documents';

export interface UploadedDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export type UploadOutcome =
  | { ok: true; document: UploadedDocument }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled: false; code: string };

export interface UploadHandle {
  /** Stops the upload; the server keeps nothing of it. */
  cancel(): void;
  done: Promise<UploadOutcome>;
}

interface UploadAnswer {
  document?: UploadedDocument | null;
  userErrors?: { code: string }[];
}

/**
 * Uploads one document with XMLHttpRequest, whose upload events give the progress (fetch has
 * none). The header is the CSRF proof `/graphql` asks for too. Never rejects: a refusal answers
 * its code, a lost connection FAILED, a cancel `cancelled`.
 */
export function uploadDocument(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const answer = (xhr.response ?? {}) as UploadAnswer;
      if (xhr.status === 200 && answer.document) {
        onProgress(1);
        return resolve({ ok: true, document: answer.document });
      }
      const code = answer.userErrors?.[0]?.code ?? 'FAILED';
      if (code === 'FAILED') console.error('document upload failed', xhr.status, xhr.response);
      resolve({ ok: false, cancelled: false, code });
    });
    xhr.addEventListener('error', () => {
      console.error('document upload failed: the connection broke');
      resolve({ ok: false, cancelled: false, code: 'FAILED' });
    });
    xhr.addEventListener('abort', () => resolve({ ok: false, cancelled: true }));
  });
  const form = new FormData();
  form.append('document', file, file.name);
  xhr.open('POST', DOCUMENT_UPLOAD_PATH);
  xhr.responseType = 'json';
  xhr.setRequestHeader('apollo-require-preflight', 'true');
  xhr.send(form);
  return { cancel: () => xhr.abort(), done };
}
