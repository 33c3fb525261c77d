import type { DocumentNode } from '@apollo/client';
import {
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** The fields of a selection set, with those of its fragments (named or inline) brought up. */
function fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    return fragment ? fieldsOf(fragment.selectionSet, fragments) : [];
  });
}

const selectionSet = (selections: readonly SelectionNode[]): SelectionSetNode => ({
  kind: Kind.SELECTION_SET,
  selections,
});

/**
 * A query cut into pieces: for each field of its root with a selection of its own, a query of
 * each of that field's parts, then of the field whole. The pieces share their selection nodes
 * with the query, and Apollo's cache remembers a read per selection node and object, so reading
 * the pieces first (each in a task of its own) leaves the read of the whole query little to do.
 * Fields of the query's fragments count as its own.
 */
export function queryPieces(query: DocumentNode): DocumentNode[] {
  const operation = query.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return [];
  const fragments = new Map(
    query.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const withRoot = (field: FieldNode): DocumentNode => ({
    ...query,
    definitions: query.definitions.map((definition) =>
      definition === operation ? { ...operation, selectionSet: selectionSet([field]) } : definition,
    ),
  });
  return fieldsOf(operation.selectionSet, fragments).flatMap((field) => {
    if (!field.selectionSet) return [];
    const parts = fieldsOf(field.selectionSet, fragments).filter((part) => part.selectionSet);
    return [
      ...parts.map((part) => withRoot({ ...field, selectionSet: selectionSet([part]) })),
      withRoot(field),
    ];
  });
}
