/** A navigation link as the layout draws it (the schema's NavItem). */
export interface NavEntry {
  title: string;
  url: string;
  icon?: string | null;
  highlight: boolean;
}
