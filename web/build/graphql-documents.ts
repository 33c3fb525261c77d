import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:graphql-document/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * `graphql(` + a template literal (the client preset allows no interpolation), a comment before
 * it; with the top-level declaration it initialises, if any (name, and whether it is exported).
 */
const GRAPHQL_CALL =
  /(?:^(export\s+)?const\s+([A-Za-z_$][\w$]*)\s*=\s*)?\bgraphql\(\s*(?:\/\*[^]*?\*\/\s*)?`([^`]*)`\s*\)(?:;(?=\s*$))?/gm;
/** The import of the client preset's `graphql()`, alone on its line. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '[./]*\/__generated__\/gql\.ts';\n?/m;
const DEFINITION =
  /^(?:\s|#[^\n]*\n)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
/** `fragment: X`: a fragment document handed to Apollo (`writeFragment`, `useFragment`…). */
const RUNTIME_FRAGMENT = /\bfragment:\s*([A-Za-z_$][\w$]*)/g;
/** The one empty document that stands for every fragment document that only gives a type. */
const TYPE_ONLY = 'type-only';
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Directives the type generator reads and Apollo Client, without data masking, ignores: `@unmask`
 * spreads a fragment's fields into its reader's type. Apollo strips them from every operation at
 * its first use, which on the product page's query (400 of them across the documents) was a
 * second walk and a copy of the whole document in the longest task of the page's start.
 */
const GENERATOR_DIRECTIVES = new Set(['unmask']);

interface DirectiveNode {
  name: { value: string };
}

/** A document's JSON without the directives only the type generator reads. */
export function withoutGeneratorDirectives(json: string): string {
  return JSON.stringify(JSON.parse(json), function (this: unknown, key: string, value: unknown) {
    if (key !== 'directives' || !Array.isArray(value)) return value;
    return (value as DirectiveNode[]).filter(
      (directive) => !GENERATOR_DIRECTIVES.has(directive.name.value),
    );
  });
}

interface GeneratedDocument {
  exportName: string;
  json: string;
}

/** The generated documents, keyed by the kind and name of their first definition. */
export function readGeneratedDocuments(source: string): Map<string, GeneratedDocument> {
  const documents = new Map<string, GeneratedDocument>();
  for (const [, exportName, json] of source.matchAll(DOCUMENT_EXPORT)) {
    if (!exportName || !json) continue;
    const [first] = (
      JSON.parse(json) as { definitions: { kind: string; name: { value: string } }[] }
    ).definitions;
    if (!first) continue;
    const kind = first.kind === 'FragmentDefinition' ? 'fragment' : 'operation';
    documents.set(`${kind} ${first.name.value}`, {
      exportName,
      json: withoutGeneratorDirectives(json),
    });
  }
  return documents;
}

/**
 * The names bound to fragment documents that the sources hand to Apollo at run time; every other
 * fragment document only gives `getFragmentData` its type (it returns its data argument as is),
 * and its definitions reach the server inside the operations that spread it.
 */
export function fragmentsUsedAtRuntime(sources: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(RUNTIME_FRAGMENT)) if (name) names.add(name);
  }
  return names;
}

/** The app's own sources beside the generated folder, tests and generated files left out. */
function appSources(generatedFile: string): string[] {
  const root = dirname(dirname(generatedFile));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/__generated__|\.test\.tsx?$/.test(path))
    .map((path) => readFileSync(join(root, path), 'utf8'));
}

/**
 * The client preset's `graphql()` looks documents up in one map of every operation, and
 * `graphql.ts` holds every document in one module, so a bundler puts them all in a shared chunk.
 * At build time each `graphql(`...`)` call becomes an import of a module holding its one
 * document, which therefore ships only in the chunks of the code that runs it; a fragment document
 * nothing hands to Apollo ships as an empty document.
 */
export function graphqlDocumentModules(generatedFile: string): Plugin {
  let documents = new Map<string, GeneratedDocument>();
  let runtimeFragments = new Set<string>();
  return {
    name: 'store:graphql-document-modules',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      documents = readGeneratedDocuments(readFileSync(generatedFile, 'utf8'));
      runtimeFragments = fragmentsUsedAtRuntime(appSources(generatedFile));
    },
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL_PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${VIRTUAL_PREFIX}`) },
      handler(id) {
        if (id === RESOLVED_PREFIX + TYPE_ONLY) {
          return `export default /* @__PURE__ */ Object.freeze({ kind: 'Document', definitions: [] });`;
        }
        const exportName = id.slice(RESOLVED_PREFIX.length);
        const document = [...documents.values()].find((entry) => entry.exportName === exportName);
        if (!document) throw new Error(`No generated document ${exportName}`);
        // JSON.parse of a string parses faster than the same object literal.
        return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(document.json)});`;
      },
    },
    transform: {
      filter: {
        id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: /__generated__/ },
        code: 'graphql(',
      },
      handler(code, id) {
        const output = new MagicString(code);
        const imports = new Map<string, string>();
        for (const match of code.matchAll(GRAPHQL_CALL)) {
          const [whole, exported, declared, source = ''] = match;
          const definition = DEFINITION.exec(source);
          if (!definition) this.error(`${id}: a graphql() document without a named definition`);
          const [, keyword, name] = definition;
          const kind = keyword === 'fragment' ? 'fragment' : 'operation';
          const document = documents.get(`${kind} ${name}`);
          if (!document) this.error(`${id}: ${kind} ${name} is not generated; run pnpm codegen`);
          const typeOnly = kind === 'fragment' && declared && !runtimeFragments.has(declared);
          const from = `'${VIRTUAL_PREFIX}${typeOnly ? TYPE_ONLY : document.exportName}'`;
          if (declared) {
            // A top-level `const X = graphql(...)` becomes an import binding, so a module that
            // shares several documents hands each importer the one it uses, not all of them.
            const binding = `import ${declared} from ${from};${exported ? ` export { ${declared} };` : ''}`;
            output.overwrite(match.index, match.index + whole.length, binding);
            continue;
          }
          const local = `__graphqlDocument_${document.exportName}`;
          output.overwrite(match.index, match.index + whole.length, local);
          imports.set(local, from);
        }
        // Every call is replaced, so the import of `graphql()` itself is left unused; taken out,
        // it leaves no empty chunk that every page's chunks would import.
        const unused = GRAPHQL_IMPORT.exec(code);
        const rest = code.replace(GRAPHQL_CALL, '').replace(/^import\b[^;]*;/gm, '');
        if (unused && !/\bgraphql\b/.test(rest)) {
          output.remove(unused.index, unused.index + unused[0].length);
        }
        if (imports.size > 0) {
          output.prepend(
            [...imports].map(([local, from]) => `import ${local} from ${from};`).join(''),
          );
        }
        if (!output.hasChanged()) return null;
        return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
      },
    },
  };
}
