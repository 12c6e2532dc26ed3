import { z } from "zod";
import { matching } from "../../content-pipeline/schema-fields.ts";
import type { ContentFile } from "../../content-pipeline/schemas.ts";

// A sample registry shaped like content-pipeline/schemas.ts: brand facts shared by every language,
// page words per locale, and a long-form Markdown page.
export const text = (label: string, hint: string) => z.string().min(1).meta({ label, hint });
const colour = (label: string, hint: string) =>
  matching(/^#[0-9a-fA-F]{6}$/, "must be a hex colour").meta({ label, hint, widget: "color" });

const siteSchema = z.strictObject({
  agencyName: text("Agency name", "Full legal name"),
  email: z
    .email({ message: "must be an email address" })
    .meta({ label: "Email", hint: "Where enquiries go", patternMessage: "must be an email address" }),
  markets: z.array(z.string().min(1)).min(1).meta({ label: "Markets", hint: "Countries the agency recruits in" }),
  copyrightYear: z.number().int().min(2000).max(2100).meta({ label: "Copyright year", hint: "Shown in the footer" }),
  booking: z
    .strictObject({
      consent: z
        .enum(["none", "click-to-load"])
        .meta({ label: "Consent mode", hint: "click-to-load: nothing loads until the visitor agrees" }),
    })
    .meta({ label: "Booking", hint: "The scheduler on the booking page" }),
  colors: z
    .strictObject({
      accent: colour("Accent", "Buttons and links"),
      ink: colour("Ink", "The dark band"),
    })
    .meta({ label: "Colours", hint: "Brand colours" }),
});

const homeSchema = z.strictObject({
  hero: z
    .strictObject({
      headline: text("Headline", "The first words a visitor reads"),
      lead: z.string().meta({ label: "Lead", hint: "One or two sentences", widget: "text" }),
      note: z.string().optional().meta({ label: "Note", hint: "Optional small print" }),
    })
    .meta({ label: "Hero", hint: "The top of the home page" }),
  services: z
    .array(
      z.strictObject({
        title: text("Title", "A few words"),
        description: z.string().meta({ label: "Description", hint: "Two sentences", widget: "text" }),
      }),
    )
    .meta({ label: "Services", hint: "One card each" }),
});

const privacySchema = z.strictObject({
  title: text("Title", "The page heading"),
  body: z.string().meta({ label: "Text", hint: "The notice, in Markdown", widget: "markdown" }),
});

export const sampleContentFiles: ContentFile[] = [
  {
    name: "site",
    label: "Brand facts",
    path: "content/site.yml",
    translated: false,
    format: "yaml",
    schema: siteSchema,
  },
  {
    name: "home",
    label: "Home page",
    path: "content/{{locale}}/home.yml",
    translated: true,
    format: "yaml",
    schema: homeSchema,
  },
  {
    name: "privacy",
    label: "Privacy notice",
    path: "content/{{locale}}/privacy.md",
    translated: true,
    format: "markdown",
    schema: privacySchema,
  },
];
