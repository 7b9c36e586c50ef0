/**
 * The photo of a listing: a picture the seller dropped into the form's «Фотография» field.
 * GitHub stores it on its own hosts and writes a link into the body. Only those hosts are
 * fetched (https, no redirect elsewhere, a size limit), the bytes must be a JPEG, PNG or WebP,
 * and sharp re-encodes the picture at about 800 px wide, which also drops its metadata
 * (a phone's photo may carry the GPS point of the seller's home).
 */

/** Where GitHub keeps pictures dropped into issues. Exact host names, https only. */
const ATTACHMENT_HOSTS: Record<string, (pathname: string) => boolean> = {
  'github.com': (p) => p.startsWith('/user-attachments/assets/'),
  'user-images.githubusercontent.com': () => true,
  'private-user-images.githubusercontent.com': () => true,
};

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_WIDTH = 800;
const MAX_REDIRECTS = 3;

export function isAttachmentUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const pathOk = Object.hasOwn(ATTACHMENT_HOSTS, u.hostname) && ATTACHMENT_HOSTS[u.hostname](u.pathname);
  return u.protocol === 'https:' && !u.username && !u.password && u.port === '' && pathOk;
}

/** The picture links in the field: `![alt](url)`, `<img src="url">` or a bare https link. */
export function photoUrls(answer: string): string[] {
  const urls = [
    ...[...answer.matchAll(/!\[[^\]]*\]\(\s*<?(https?:\/\/[^\s)>]+)>?/g)].map((m) => m[1]),
    ...[...answer.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi)].map((m) => m[1]),
  ];
  if (urls.length === 0) urls.push(...[...answer.matchAll(/https?:\/\/[^\s<>()"']+/g)].map((m) => m[0]));
  return [...new Set(urls)];
}

/** What a fetch answered; the real one is `fetch` with `redirect: 'manual'`. */
export type PhotoResponse = {
  status: number;
  location?: string | null;
  length?: number | null;
  body: () => Promise<Uint8Array>;
};
export type PhotoFetcher = (url: string) => Promise<PhotoResponse>;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by its first bytes; null for anything else (HTML, SVG, executables…). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** A Russian message for the reader, naming the field. */
export class PhotoError extends Error {}

const TRY_AGAIN = 'перетащите фото прямо в поле формы ещё раз';

/** Downloads the picture, following redirects only between GitHub's attachment hosts. */
export async function downloadPhoto(url: string, fetcher: PhotoFetcher): Promise<Uint8Array> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isAttachmentUrl(current))
      throw new PhotoError(
        hop === 0
          ? `ссылка ведёт не на GitHub — ${TRY_AGAIN}, ссылки на другие сайты не подходят`
          : 'GitHub отправил за фото на другой сайт, такое фото взять не получится',
      );
    let response: PhotoResponse;
    try {
      response = await fetcher(current);
    } catch {
      throw new PhotoError(`не удалось скачать фото — ${TRY_AGAIN}`);
    }
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, current).toString();
      continue;
    }
    if (response.status !== 200)
      throw new PhotoError(`не удалось скачать фото (ответ ${response.status}) — ${TRY_AGAIN}`);
    if ((response.length ?? 0) > MAX_PHOTO_BYTES) throw new PhotoError('фото больше 10 МБ — уменьшите его');
    const bytes = await response.body();
    if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoError('фото больше 10 МБ — уменьшите его');
    return bytes;
  }
  throw new PhotoError(`слишком много переадресаций — ${TRY_AGAIN}`);
}

/** The real fetcher: no automatic redirects (each hop is checked above), a timeout, a byte limit while reading. */
export const httpFetcher: PhotoFetcher = async (url) => {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const length = Number(response.headers.get('content-length'));
  return {
    status: response.status,
    location: response.headers.get('location'),
    length: Number.isFinite(length) ? length : null,
    body: async () => {
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        size += chunk.value.length;
        if (size > MAX_PHOTO_BYTES) {
          await reader?.cancel();
          throw new PhotoError('фото больше 10 МБ — уменьшите его');
        }
        chunks.push(chunk.value);
      }
      return Buffer.concat(chunks);
    },
  };
};

/** A checked picture → a JPEG about 800 px wide, without metadata. */
export async function resizePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (!imageKind(bytes)) throw new PhotoError('это не фотография — подойдут JPEG, PNG или WebP');
  // Loaded here: the rest of the converter (and its tests) runs without the native module.
  type Sharp = typeof import('sharp').default;
  // jiti (the CLI) hands in the CommonJS export itself, Vitest an ES module with `default`.
  const loaded = (await import('sharp')) as unknown as Sharp & { default?: Sharp };
  const sharp = loaded.default ?? loaded;
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate() // Honour the camera's orientation before the metadata goes.
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new PhotoError('файл фото повреждён или слишком большой — попробуйте другое фото');
  }
}
