import { EDITOR_TEXTS } from './texts';

export interface UploadedImage {
  id: string;
  width: number;
  height: number;
}

const UPLOAD_PATH = '/_/media/upload';

export function readXsrfToken(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'xsrf') return decodeURIComponent(value.join('='));
  }
  return '';
}

/** Uploads one image file; throws an Error whose message can be shown. */
export async function uploadImage(
  file: File,
  fetcher: typeof fetch = fetch,
  /** 'favicon' stores the picture cropped to the favicon's 128×128 square. */
  purpose: 'image' | 'favicon' = 'image',
): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetcher(
      purpose === 'favicon' ? `${UPLOAD_PATH}?purpose=favicon` : UPLOAD_PATH,
      {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'x-xsrf-token': readXsrfToken(document.cookie) },
      },
    );
  } catch {
    throw new Error(EDITOR_TEXTS.uploadFailed);
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !data || typeof data.id !== 'string') {
    const message = typeof data?.message === 'string' ? data.message : EDITOR_TEXTS.uploadFailed;
    throw new Error(message);
  }
  return { id: data.id, width: Number(data.width) || 1, height: Number(data.height) || 1 };
}

export function isImageFile(file: File): boolean {
  return /^image\/(png|jpe?g|gif|webp|avif|svg\+xml)$/.test(file.type);
}
