import { readFileSync } from 'node:fs';
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
const DEFINITION =
  /^(?:\s|#[^\n]*\n)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

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
    documents.set(`${kind} ${first.name.value}`, { exportName, json });
  }
  return documents;
}

/**
 * The client preset's `graphql()` looks documents up in one map of every operation, and
 * `graphql.ts` holds every document in one module, so a bundler puts them all in a shared chunk.
 * At build time each `graphql(`...`)` call becomes an import of a module holding its one
 * document, which therefore ships only in the chunks of the code that runs it.
 */
export function graphqlDocumentModules(generatedFile: string): Plugin {
  let documents = new Map<string, GeneratedDocument>();
  return {
    name: 'store:graphql-document-modules',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      documents = readGeneratedDocuments(readFileSync(generatedFile, 'utf8'));
    },
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL_PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${VIRTUAL_PREFIX}`) },
      handler(id) {
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
          const from = `'${VIRTUAL_PREFIX}${document.exportName}'`;
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
