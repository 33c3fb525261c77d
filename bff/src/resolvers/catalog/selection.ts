import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** True when the operation selects `field` directly under the resolved field (through fragments too). */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((node) => {
      if (node.kind === Kind.FIELD) return node.name.value === field;
      if (node.kind === Kind.INLINE_FRAGMENT) return visit(node.selectionSet);
      const name = node.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
