import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentModules, withoutGeneratorDirectives } from './graphql-documents.ts';

const definition = (kind: string, name: string) =>
  JSON.stringify({
    kind: 'Document',
    definitions: [{ kind, name: { kind: 'Name', value: name } }],
  });
const operation = (name: string) => definition('OperationDefinition', name);
const fragment = (name: string) => definition('FragmentDefinition', name);

/** A miniature of the client preset's output: every document in one module, and the lookup map. */
const files = {
  '__generated__/graphql.ts': [
    `export const PageOneDocument = ${operation('PageOne')} as unknown as DocumentNode<A, B>;`,
    `export const PageTwoDocument = ${operation('PageTwo')} as unknown as DocumentNode<A, B>;`,
    `export const Card_ItemFragmentDoc = ${fragment('Card_item')} as unknown as DocumentNode<A, B>;`,
    `export const Line_ItemFragmentDoc = ${fragment('Line_item')} as unknown as DocumentNode<A, B>;`,
  ].join('\n'),
  '__generated__/gql.ts': `import * as types from './graphql.ts';
const documents: Record<string, unknown> = {
  '\\n  query PageOne { a }\\n': types.PageOneDocument,
  'query PageTwo { b }': types.PageTwoDocument,
};
export function graphql(source: string) { return documents[source]; }`,
  // A module sharing several documents, as a feature's operations file does.
  'operations.ts': `import { graphql } from './__generated__/gql.ts';
export const PageOneQuery = graphql(\`
  query PageOne { a }
\`);
export const PageTwoQuery = graphql(\`query PageTwo { b }\`);`,
  'one.ts': `import { PageOneQuery } from './operations.ts';
export default PageOneQuery;`,
  'two.ts': `import { PageTwoQuery } from './operations.ts';
export default PageTwoQuery;`,
  'inline.ts': `import { graphql } from './__generated__/gql.ts';
export default [graphql(/* GraphQL */ \`query PageTwo { b }\`)];`,
  // One fragment only types getFragmentData; the other is written to the cache.
  'fragments.ts': `import { graphql } from './__generated__/gql.ts';
export const CardFragment = graphql(\`fragment Card_item on Item { a }\`);
export const LineFragment = graphql(\`fragment Line_item on Item { b }\`);
export const write = (cache: { writeFragment(o: object): void }) =>
  cache.writeFragment({ fragment: LineFragment, data: { b: 1 } });`,
  'main.ts': `export const one = () => import('./one.ts');
export const two = () => import('./two.ts');
export const inline = () => import('./inline.ts');
export { CardFragment, write } from './fragments.ts';`,
};

async function sources() {
  const src = join(await mkdtemp(join(tmpdir(), 'graphql-documents-')), 'src');
  await mkdir(join(src, '__generated__'), { recursive: true });
  for (const [path, text] of Object.entries(files)) await writeFile(join(src, path), text);
  return src;
}

describe('graphql document modules', () => {
  it('ships each document only with the code that runs it', async () => {
    const src = await sources();
    const result = (await build({
      root: src,
      logLevel: 'silent',
      plugins: [graphqlDocumentModules(join(src, '__generated__/graphql.ts'))],
      build: { write: false, minify: false, lib: { entry: join(src, 'main.ts'), formats: ['es'] } },
    })) as Rolldown.RolldownOutput[];
    const chunks = result
      .flatMap(({ output }) => output)
      .flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
    // A document's definition names it: `"value": "PageOne"`, escaped or not.
    const one = /\bvalue\W+PageOne\b/;
    const two = /\bvalue\W+PageTwo\b/;
    const withOne = chunks.filter((code) => one.test(code));
    const withTwo = chunks.filter((code) => two.test(code));
    expect(withOne).toHaveLength(1);
    expect(withTwo).toHaveLength(1);
    expect(withOne[0]).not.toMatch(two);
    expect(withTwo[0]).not.toMatch(one);
    // A fragment document handed to Apollo ships whole; one that only gives a type ships empty.
    expect(chunks.join('\n')).toMatch(/\bvalue\W+Line_item\b/);
    expect(chunks.join('\n')).not.toMatch(/\bvalue\W+Card_item\b/);
  });

  it('leave no import of the lookup module, which would ship as an empty chunk', async () => {
    const src = await sources();
    const plugin = graphqlDocumentModules(join(src, '__generated__/graphql.ts'));
    const hook = <T>(value: T | { handler: T } | undefined) =>
      (value && typeof value === 'object' && 'handler' in value ? value.handler : value) as T;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    hook<() => void>(plugin.buildStart as never).call(context);
    const transform = hook<(code: string, id: string) => { code: string } | null>(
      plugin.transform as never,
    );
    for (const file of ['operations.ts', 'inline.ts', 'fragments.ts']) {
      const result = transform.call(context, files[file as keyof typeof files], join(src, file));
      expect(result?.code).not.toContain('gql.ts');
    }
  });
});

describe('withoutGeneratorDirectives', () => {
  it('drops @unmask, which only the type generator reads, and keeps every other directive', () => {
    const spread = (name: string, directives: string[]) => ({
      kind: 'FragmentSpread',
      name: { kind: 'Name', value: name },
      directives: directives.map((value) => ({
        kind: 'Directive',
        name: { kind: 'Name', value },
        arguments: [],
      })),
    });
    const json = JSON.stringify({
      kind: 'Document',
      definitions: [
        {
          kind: 'OperationDefinition',
          selectionSet: {
            kind: 'SelectionSet',
            selections: [spread('Seo', ['unmask']), spread('Card', ['include', 'unmask'])],
          },
        },
      ],
    });
    const [operation] = (
      JSON.parse(withoutGeneratorDirectives(json)) as {
        definitions: { selectionSet: { selections: ReturnType<typeof spread>[] } }[];
      }
    ).definitions;
    expect(
      operation?.selectionSet.selections.map((s) => s.directives.map((d) => d.name.value)),
    ).toEqual([[], ['include']]);
  });
});
