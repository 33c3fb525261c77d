import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Server } from 'node:http';
import type { BffConfig } from './config.ts';
import type { GraphQLContext } from './context.ts';
import { toGraphQLError, UpstreamError } from './errors.ts';
import { compiledExecutor } from './execution.ts';
import { resolvers } from './resolvers/index.ts';
import { loadTypeDefs } from './schema.ts';
import { SessionResetError } from './upstream/store-api.ts';

/** Explicit limits on what one operation may ask for. */
export const LIMITS = { depth: 10, aliases: 15, tokens: 2000, cost: 5000, directives: 20 } as const;

/** The executable schema: the SDL of `schema/` with the BFF's resolvers. */
export const createSchema = () => makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });

export function createApollo(config: BffConfig, httpServer: Server): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    // Components own fragments, so depth and cost count a fragment's fields at the depth they
    // land in the result rather than one level deeper per spread.
    maxDepth: { n: LIMITS.depth, flattenFragments: true },
    maxAliases: { n: LIMITS.aliases },
    // The token limit is graphql-js's own (parseOptions below): a document over it is a parse
    // error (400), where the armor's parser plugin failed the request as a 500.
    maxTokens: { enabled: false },
    // The message says the limit was passed, never the computed cost (a map of what costs what).
    costLimit: {
      maxCost: LIMITS.cost,
      flattenFragments: true,
      exposeLimits: false,
      errorMessage: `Query cost limit of ${LIMITS.cost} exceeded.`,
    },
    maxDirectives: { n: LIMITS.directives },
    blockFieldSuggestion: { enabled: !config.development },
  });
  const protection = armor.protect();
  const plugins: ApolloServerPlugin<GraphQLContext>[] = [
    ...(protection.plugins as ApolloServerPlugin<GraphQLContext>[]),
    ApolloServerPluginDrainHttpServer({ httpServer }),
    // Apollo's cache-control plugin wraps every field's resolver to collect hints nothing reads
    // (answers are per visitor; the BFF keeps the API's public reads itself).
    ApolloServerPluginCacheControlDisabled(),
    // Traces for a federation gateway: the BFF is none, so nothing would ever ask for one.
    ApolloServerPluginInlineTraceDisabled(),
    {
      // A GraphQL answer is JSON and nothing else, whatever a browser might sniff in it.
      requestDidStart: async () => ({
        willSendResponse: async ({ response }) => {
          response.http.headers.set('x-content-type-options', 'nosniff');
        },
      }),
    },
    config.development
      ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
      : ApolloServerPluginLandingPageDisabled(),
  ];
  const schema = createSchema();
  return new ApolloServer<GraphQLContext>({
    // Apollo Server's way to run operations with an executor of one's own (it replaced the
    // `executor` option): parsing, validation, limits, plugins and error formatting stay Apollo's.
    gateway: {
      load: async () => ({ executor: compiledExecutor(schema) }),
      onSchemaLoadOrUpdate: (callback) => {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      stop: async () => {},
    },
    plugins,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: LIMITS.tokens },
    allowBatchedHttpRequests: false,
    // Compact JSON: Apollo pretty-prints by default, which costs time and bytes on every answer.
    stringifyResult: (result) => JSON.stringify(result),
    csrfPrevention: true,
    introspection: config.development,
    hideSchemaDetailsFromClientErrors: !config.development,
    includeStacktraceInErrorResponses: config.development,
    formatError: (formatted, error) => {
      const original = unwrapResolverError(error);
      if (original instanceof SessionResetError) {
        return toGraphQLError(original, { sessionReset: true }).toJSON();
      }
      if (original instanceof UpstreamError) return toGraphQLError(original).toJSON();
      return formatted;
    },
  });
}
