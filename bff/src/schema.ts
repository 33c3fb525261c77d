import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The SDL files of `schema/`, base first. */
export function loadTypeDefs(dir = schemaDir): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(`${dir}${f}`, 'utf8'));
}
