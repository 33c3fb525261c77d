/**
 * The DataLoaders of one GraphQL request, each made on first use. They live in the request's
 * context and go with it, so nothing memoised for one visitor can reach another.
 */
export class RequestLoaders {
  private readonly made = new Map<string, unknown>();

  /** The loader named `name` of this request, made by `make` the first time it is asked for. */
  get<L>(name: string, make: () => L): L {
    if (!this.made.has(name)) this.made.set(name, make());
    return this.made.get(name) as L;
  }
}
