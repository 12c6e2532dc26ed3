import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

type PageMeta = {
  title: string;
  description?: string;
};

/** The `<title>` and description of a page, branded with the agency's name. */
export function pageMeta({ title, description }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${title} | ${site.agencyName}` }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}
