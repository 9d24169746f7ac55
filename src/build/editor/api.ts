import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ViteDevServer } from 'vite';
import type { Checked } from '../../content/check';
import type { ContentError } from '../../content/errors';
import { pagesDir, relativeName } from '../../core/paths';
import { placeholderValues } from '../../core/facts';
import { messages, type ParamsOf } from '../../core/messages';
import { parseYaml } from '../../content/yaml-source';
import { writeFileAtomic } from '../../content/write-atomic';
import { devCheck, forgetCheck } from '../content-plugin';
import { contentFiles, editableFile, imagesDir, Refused, splitPost, versionOf, type FileKind } from './files';
import { parseWithLines, pathAt, pathsByPosition } from './locate';
import { formSchemas } from './form-schemas';
import { editYaml, printYaml, type Path } from './yaml-edit';

/** A content problem as the editor shows it: validate's own words, and the field it is about. */
export interface Problem extends ContentError {
  path: Path;
}

const schemaOf: Record<Exclude<FileKind, 'photo'>, string> = { page: 'page.schema.json', post: 'blog-post.schema.json', site: 'site.schema.json' };

/** A file's YAML: a page and site.yaml whole, a post's front matter. */
function yamlOf(kind: FileKind, text: string): { yaml: string; lineOffset: number; wrap: (yaml: string) => string } | undefined {
  if (kind !== 'post') return { yaml: text, lineOffset: 0, wrap: (y) => y };
  const parts = splitPost(text);
  return parts && { yaml: parts.yaml, lineOffset: 1, wrap: (y) => parts.before + y + parts.after };
}

/** The route a file makes: the model's, or for a page its schema refused, the path it says it has. */
function routeOf(checked: Checked, abs: string, kind: FileKind): string | undefined {
  const found = checked.model.pages.find((p) => p.source.file === relativeName(abs))?.path;
  if (found || kind === 'site' || !fs.existsSync(abs)) return found;
  const part = yamlOf(kind, fs.readFileSync(abs, 'utf8'));
  const data = part && (parseWithLines(part.yaml).doc.toJS() as { path?: unknown; slug?: unknown } | null);
  const route = kind === 'page' ? data?.path : typeof data?.slug === 'string' ? `/blog/${data.slug}` : undefined;
  return typeof route === 'string' ? route : undefined;
}

/**
 * The findings of the content check in one file, each with the path of the value it is about. The
 * check points a missing field at the value that should hold it; the form shows it at the field.
 */
function problemsIn(checked: Checked, abs: string, parsed?: ReturnType<typeof parseWithLines>): Problem[] {
  const name = relativeName(abs);
  const pathOf = (e: ContentError): Path => {
    if (e.id === messages.fieldMissing.id) {
      const { object, field } = e.params as ParamsOf<typeof messages.fieldMissing>;
      return [...object, field];
    }
    return parsed && !parsed.doc.errors.length ? pathAt(parsed, e.line, e.col) : [];
  };
  return [...checked.errors, ...checked.warnings].filter((e) => e.file === name).map((e) => ({ ...e, path: pathOf(e) }));
}

/**
 * What makes a write not content at all: a field the schema does not have, a value of the wrong
 * kind, a block type that does not exist. Other problems (a missing heading, a text too long)
 * are written and shown at their field: the marketer may be halfway.
 */
async function shapeErrors(server: ViteDevServer, schemaId: string, data: unknown): Promise<string[]> {
  const { validator, blockTypes } = (await server.ssrLoadModule('/src/content/schemas.ts')) as typeof import('../../content/schemas');
  const structural = (id: string, value: unknown, at: string) => {
    const validate = validator(id);
    validate(value);
    return (validate.errors ?? []).filter((e) => ['additionalProperties', 'type', 'const'].includes(e.keyword)).map((e) => `${at}${e.instancePath || '/'} ${e.message}`);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['the file holds fields, not a list or a single value'];
  const out = structural(schemaId, data, '');
  const blocks = (data as { blocks?: unknown }).blocks;
  if (schemaId === 'page.schema.json' && Array.isArray(blocks)) {
    const known = blockTypes();
    blocks.forEach((b, i) => {
      const type = (b as { type?: unknown })?.type;
      if (typeof type !== 'string' || !known.includes(type)) out.push(`/blocks/${i} is not a known block type`);
      else out.push(...structural(`blocks/${type}.schema.json`, b, `/blocks/${i}`));
    });
  }
  return out;
}

/**
 * The content check that follows a write. The dev server checks again once its watcher sees the
 * file change (for its overlay and the page's reload): waiting for that moment and asking then
 * shares that one check, rather than running a second one beside it. A watcher that stays silent
 * (a file it does not watch) is not waited for long.
 */
function checkAfterWrite(server: ViteDevServer, abs: string, write: () => void): Promise<Checked> {
  return new Promise((resolve, reject) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      server.watcher.off('all', seen);
      forgetCheck(server);
      devCheck(server).then(resolve, reject);
    };
    const seen = (_event: string, file: string) => file === abs && go();
    const timer = setTimeout(go, 500);
    server.watcher.on('all', seen);
    write();
  });
}

export interface Api {
  files(): Promise<unknown>;
  read(name: unknown): Promise<unknown>;
  version(name: unknown): unknown;
  write(body: { file?: unknown; base?: unknown; data?: unknown; force?: unknown }): Promise<unknown>;
  schemas(): unknown;
  photos(): unknown;
  upload(name: string, bytes: Buffer): unknown;
  newPage(body: { title?: unknown; path?: unknown; from?: unknown; blocks?: unknown }): Promise<unknown>;
}

/** How many writes the editor made: each dev page carries the count it was rendered after (plugin.ts), so the editor can tell a stale preview. */
export const writes = { count: 0 };

export function editorApi(server: ViteDevServer): Api {
  const read = async (name: unknown, checked?: Checked) => {
    const { abs, rel, kind } = editableFile(name);
    if (kind === 'photo') throw new Refused(400, `${rel}: a photo has no fields to edit`);
    if (!fs.existsSync(abs)) throw new Refused(404, `${rel} does not exist`);
    const text = fs.readFileSync(abs, 'utf8');
    const part = yamlOf(kind, text);
    const base = { file: rel, kind, version: versionOf(text), schema: schemaOf[kind] };
    checked ??= await devCheck(server);
    if (!part) return { ...base, readOnly: true, text, problems: problemsIn(checked, abs) };
    const parsed = parseWithLines(part.yaml, part.lineOffset);
    // A file that does not parse is shown as it is, with validate's own words for the error at its line: nothing is written to it.
    if (parsed.doc.errors.length) {
      const { errors } = parseYaml(relativeName(abs), part.yaml, part.lineOffset);
      return { ...base, readOnly: true, text, problems: errors.map((e) => ({ ...e, severity: 'error' as const, path: [] })) };
    }
    const problems = problemsIn(checked, abs, parsed);
    const route = routeOf(checked, abs, kind);
    return { ...base, data: parsed.doc.toJS(), positions: pathsByPosition(parsed), problems, route };
  };

  return {
    async files() {
      const checked = await devCheck(server);
      const { model } = checked;
      const files = contentFiles().map(({ abs, rel, kind }) => {
        const problems = problemsIn(checked, abs);
        const page = model.pages.find((p) => p.source.file === relativeName(abs));
        return { file: rel, kind, route: routeOf(checked, abs, kind), title: page?.def.title ?? rel, errors: problems.filter((p) => p.severity === 'error').length, warnings: problems.filter((p) => p.severity === 'warning').length };
      });
      // For the link picker: every route and the ids a #link can reach on it; for the text fields: the placeholders.
      const links = model.pages.map((p) => ({ route: p.path, title: p.def.title, ids: [...(model.anchors.get(p.path) ?? [])].filter((id) => id !== 'main') }));
      return { files, links, placeholders: model.site ? placeholderValues(model.site) : {} };
    },
    read,
    version(name) {
      const { abs, rel } = editableFile(name);
      if (!fs.existsSync(abs)) throw new Refused(404, `${rel} does not exist`);
      return { file: rel, version: versionOf(fs.readFileSync(abs, 'utf8')) };
    },
    async write({ file, base, data, force }) {
      const { abs, rel, kind } = editableFile(file);
      if (kind === 'photo') throw new Refused(400, `${rel}: photos are added with the photo picker`);
      if (!fs.existsSync(abs)) throw new Refused(404, `${rel} does not exist`);
      const text = fs.readFileSync(abs, 'utf8');
      // Changed on disk since the form read it (a text editor, a git checkout): not overwritten.
      if (base !== versionOf(text) && force !== true) throw Object.assign(new Refused(409, `${rel} changed on disk after the editor read it`), { current: await read(file) });
      const refused = await shapeErrors(server, schemaOf[kind], data);
      if (refused.length) throw new Refused(422, `${rel}: not content the schema describes: ${refused.join('; ')}`);
      const part = yamlOf(kind, text);
      if (!part || parseWithLines(part.yaml).doc.errors.length) throw new Refused(409, `${rel} has a YAML syntax error: fix it in a text editor first`);
      const next = part.wrap(editYaml(part.yaml, data));
      if (next === text) return { ...(await read(file)), stamp: writes.count };
      const checked = await checkAfterWrite(server, abs, () => writeFileAtomic(abs, next));
      const stamp = ++writes.count;
      // The version of what this write made: a change on disk after it is a conflict for the next write.
      return { ...(await read(file, checked)), version: versionOf(next), stamp };
    },
    schemas: () => formSchemas(),
    photos() {
      if (!fs.existsSync(imagesDir)) return [];
      return fs
        .readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .sort()
        .map((f) => ({ src: `/images/${f.split(path.sep).join('/')}`, name: f }));
    },
    upload(name, bytes) {
      // A clean name: lower case, letters, digits and dashes, and the extension the bytes say.
      let size: ReturnType<typeof imageSize> | undefined;
      try {
        size = imageSize(bytes);
      } catch {
        size = undefined;
      }
      const ext = size?.type === 'jpg' ? 'jpg' : size?.type === 'png' || size?.type === 'webp' ? size.type : undefined;
      if (!ext || !size?.width || !size.height) throw new Refused(415, `${name}: not a photo the site can show (JPEG, PNG or WebP)`);
      const stem =
        path
          .basename(name)
          .replace(/\.[^.]*$/, '')
          .normalize('NFKD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-')
          .replace(/-+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'photo';
      let file = `${stem}.${ext}`;
      for (let i = 2; fs.existsSync(path.join(imagesDir, file)); i++) file = `${stem}-${i}.${ext}`;
      const { abs } = editableFile(`public/images/${file}`);
      writeFileAtomic(abs, bytes);
      return { src: `/images/${file}`, name: file, width: size.width, height: size.height };
    },
    async newPage({ title, path: route, from, blocks }) {
      if (typeof title !== 'string' || typeof route !== 'string' || !/^\/[a-z0-9-/]*$/.test(route)) throw new Refused(400, 'a new page needs a title and a path such as /my-new-page');
      const slug = route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
      let name = `${slug}.yaml`;
      for (let i = 2; fs.existsSync(path.join(pagesDir, name)); i++) name = `${slug}-${i}.yaml`;
      const { abs, rel } = editableFile(`pages/${name}`);
      let text: string;
      if (typeof from === 'string' && from) {
        // A copy of an existing page, comments and all, with its own path and title.
        const source = editableFile(from);
        if (source.kind !== 'page') throw new Refused(400, 'a new page starts from another page');
        const original = fs.readFileSync(source.abs, 'utf8');
        text = editYaml(original, { ...(parseWithLines(original).doc.toJS() as object), path: route, title });
      } else {
        const types = Array.isArray(blocks) ? blocks.filter((b): b is string => typeof b === 'string') : [];
        const { defaults } = formSchemas();
        const data = { path: route, title, description: '', blocks: types.map((t) => defaults[t] ?? { type: t }) };
        text = '# yaml-language-server: $schema=../schemas/page.schema.json\n' + printYaml(data);
      }
      const refused = await shapeErrors(server, 'page.schema.json', parseWithLines(text).doc.toJS());
      if (refused.length) throw new Refused(422, `not content the schema describes: ${refused.join('; ')}`);
      return read(rel, await checkAfterWrite(server, abs, () => writeFileAtomic(abs, text)));
    },
  };
}
