import { GraphQLError, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** How often the operation selects a root field, through aliases, fragments and inline fragments. */
function countRootField(info: GraphQLResolveInfo, field: string): number {
  const visited = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === 'Field') {
        if (selection.name.value === field) total += 1;
      } else if (selection.kind === 'InlineFragment') {
        total += count(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = info.fragments[name];
        if (fragment && !visited.has(name)) {
          visited.add(name);
          total += count(fragment.selectionSet);
        }
      }
    }
    return total;
  };
  return count(info.operation.selectionSet);
}

/**
 * Refuses an operation that checks more than one code: aliases would otherwise let one request
 * try several guesses. (Batched requests are refused by the server as a whole.)
 */
export function assertSingleCodeCheck(info: GraphQLResolveInfo): void {
  if (countRootField(info, info.fieldName) > 1) {
    throw new GraphQLError('Одна операция может проверить только один код', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
}
