import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
export type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** What is known of one operation of a document: how often it ran, and its compiled form. */
interface Known {
  runs: number;
  compiled?: CompiledQuery | null;
}

/**
 * A compiled operation's error as graphql-js makes it (graphql-jit's own kind has no extensions
 * object when the cause has none, and no nodes), so Apollo Server formats it the same way.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(converted, { locations: error.locations });
}

/**
 * Runs operations as functions compiled for them (graphql-jit), each compiled once per document
 * Apollo Server keeps parsed and validated, and answering as graphql-js does; an operation the
 * compiler cannot take runs on graphql-js.
 */
export function compiledExecutor(
  schema: GraphQLSchema,
  {
    /**
     * An operation is compiled once it runs a second time: the web client's operations (and any
     * other client's repeated ones) run compiled, while a one-off costs no more than graphql-js.
     */
    compileAfterRuns = 2,
  } = {},
): Executor {
  const documents = new WeakMap<DocumentNode, Map<string, Known>>();

  function knownOf(document: DocumentNode, operationName: string | null | undefined): Known {
    let operations = documents.get(document);
    if (!operations) documents.set(document, (operations = new Map()));
    const key = operationName ?? '';
    let known = operations.get(key);
    if (!known) operations.set(key, (known = { runs: 0 }));
    return known;
  }

  /** Whether the variables are ones graphql-js takes (its errors are the ones Apollo Server knows). */
  function coercible(operation: OperationDefinitionNode | undefined, variables: unknown): boolean {
    const definitions = operation?.variableDefinitions ?? [];
    if (definitions.length === 0) return true;
    const inputs = (variables ?? {}) as Record<string, unknown>;
    return !('errors' in getVariableValues(schema, definitions, inputs, { maxErrors: 50 }));
  }

  return async ({ document, operation, request, context }) => {
    const known = knownOf(document, request.operationName);
    known.runs += 1;
    if (known.compiled === undefined && known.runs >= compileAfterRuns) {
      const compiled = compileQuery(schema, document, request.operationName ?? undefined);
      known.compiled = isCompiledQuery(compiled) ? compiled : null;
    }
    if (known.compiled && coercible(operation, request.variables)) {
      const result = (await known.compiled.query(
        undefined,
        context,
        request.variables,
      )) as ExecutionResult;
      return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
    }
    return execute({
      schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
  };
}
