/**
 * One route of the branch the server rendered, root first, as the browser rebuilds it to hydrate
 * without the whole route table (app/route-branch.ts): a frame route by its id, a page by its id,
 * path and the address of its module's code (`module`; `page` names its stylesheet). Shared by
 * the server, which writes the branch into the page, and the app, which reads it.
 */
export interface RouteBranchEntry {
  id: string;
  path?: string;
  index?: true;
  /** The page's module: its source path from the render, the address of its code in the page. */
  module?: string;
  page?: string;
}

/** The id of the element whose JSON carries the branch in the page. */
export const ROUTE_BRANCH_ID = 'route-branch';
