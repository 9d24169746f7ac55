// The editor's calls to the dev server: each carries the token the server wrote into this page.

export type Path = (string | number)[];

export interface Problem {
  file: string;
  line: number;
  col: number;
  where: string;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
  path: Path;
}

export interface FileState {
  file: string;
  kind: 'page' | 'post' | 'site';
  version: string;
  schema: string;
  data?: Record<string, unknown>;
  text?: string;
  readOnly?: boolean;
  positions?: Record<string, Path>;
  problems: Problem[];
  route?: string;
  /** A write's number: a preview rendered before it shows a stamp below it. */
  stamp?: number;
}

export interface FileEntry {
  file: string;
  kind: 'page' | 'post' | 'site';
  route?: string;
  title: string;
  errors: number;
  warnings: number;
}

export interface SiteFiles {
  files: FileEntry[];
  links: { route: string; title: string; ids: string[] }[];
  placeholders: Record<string, string>;
}

export interface Schemas {
  definitions: Record<string, Record<string, unknown>>;
  palette: { type: string; title: string; summary: string }[];
  defaults: Record<string, Record<string, unknown>>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly current?: FileState,
  ) {
    super(message);
  }
}

const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/__editor/api/${path}`, { ...init, headers: { 'x-editor-token': token, ...(init.headers ?? {}) } });
  const body = await res.json().catch(() => ({ error: res.statusText }));
  if (!res.ok) throw new ApiError(res.status, body.error ?? res.statusText, body.current);
  return body as T;
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const api = {
  files: () => call<SiteFiles>('files'),
  schemas: () => call<Schemas>('schemas'),
  read: (file: string) => call<FileState>(`file?file=${encodeURIComponent(file)}`),
  version: (file: string) => call<{ version: string }>(`version?file=${encodeURIComponent(file)}`),
  write: (file: string, base: string, data: unknown, force = false) => post<FileState>('file', { file, base, data, force }),
  newPage: (body: { title: string; path: string; from?: string; blocks?: string[] }) => post<FileState>('page', body),
  photos: () => call<{ src: string; name: string }[]>('photos'),
  upload: (file: File) => call<{ src: string }>('photos', { method: 'POST', headers: { 'x-file-name': encodeURIComponent(file.name), 'content-type': 'application/octet-stream' }, body: file }),
};
