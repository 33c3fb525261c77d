import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { Image } from './Image.ts';
import { Market } from './Market.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

export const resolvers: Resolvers = { Query, Mutation, Market, Image };
