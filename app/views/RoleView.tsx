import { RoleFacts, clientLine } from "../components/roles/RoleFacts.tsx";
import { ExternalLink } from "../components/ui/links.tsx";
import { EntryPage } from "../components/ui/EntryPage.tsx";
import { fill } from "../site-data/fill.ts";
import { site } from "../site-data/site.ts";
import type { CommonWords, Role, RolesWords } from "../site-data/types.ts";
import { pathOf } from "../page-table.ts";

/** How to apply: an email to the agency naming the role, LinkedIn's application, or a booked conversation. */
function ApplyLink({ role, words, common }: { role: Role; words: RolesWords; common: CommonWords }) {
  const { method, linkedInUrl } = role.apply;
  if (method === "linkedin" && linkedInUrl)
    return (
      <ExternalLink
        href={linkedInUrl}
        newTabLabel={common.newTab}
        className="button-primary gap-2"
        iconClassName="size-4"
      >
        {words.apply.linkedin}
      </ExternalLink>
    );
  if (method === "email") {
    // Soft hyphens are for the page's line breaks, not for the subject line.
    const subject = fill(words.apply.emailSubject, { title: role.title.replaceAll("\u00AD", "") });
    return (
      <a href={`mailto:${site.email}?subject=${encodeURIComponent(subject)}`} className="button-primary">
        {words.apply.email}
      </a>
    );
  }
  return (
    <a href={pathOf("booking", role.locale)} className="button-primary">
      {words.apply.booking}
    </a>
  );
}

/** A role: its heading and facts, the text, how to apply, and an invitation to book. */
export function RoleView({ role, words, common }: { role: Role; words: RolesWords; common: CommonWords }) {
  const { locale } = role;
  return (
    <EntryPage kind="role" entry={role} words={words}>
      <p className="mt-4 text-lg font-semibold">{clientLine(role, words)}</p>
      <p className="mt-6 text-lg leading-relaxed text-muted">{role.summary}</p>
      <RoleFacts role={role} words={words} className="mt-8 border-y border-line py-6" />
      {/* Rendered from Markdown at build time; raw HTML is refused there (content-pipeline/roles.ts). */}
      <div className="article-text markdown-text mt-12" dangerouslySetInnerHTML={{ __html: role.html }} />
      <section aria-labelledby="apply-title" className="mt-14 border-t border-line pt-10">
        <h2 id="apply-title" className="font-display text-3xl font-medium text-balance">
          {words.apply.title}
        </h2>
        <p className="mt-4 leading-relaxed text-muted">{fill(words.apply.body, { agency: site.agencyName })}</p>
        <p className="mt-8">
          <ApplyLink role={role} words={words} common={common} />
        </p>
        <p className="mt-6 text-sm">
          {/* The privacy policy's section on applications carries this id (content/<language>/privacy.md). */}
          <a href={`${pathOf("privacy", locale)}#applications`} className="text-accent underline underline-offset-4">
            {words.apply.privacy}
          </a>
        </p>
      </section>
    </EntryPage>
  );
}
