import { describe, expect, it } from "vitest";
import { parseSiteConfig, SiteConfigError } from "../../app/content/site-schema.ts";
import { site } from "../../app/content/site.ts";

/** A complete, valid configuration to break one field at a time. */
function validConfig() {
  return structuredClone({
    agencyName: "Test Agency",
    agencyShortName: "Test",
    founder: { name: "Ada Test", role: "Founder" },
    email: "hello@example.com",
    linkedInUrl: "https://www.linkedin.com/company/example",
    schedulingUrl: "https://calendly.com/example/30min",
    siteUrl: "https://www.example.com",
    markets: ["Germany", "United Kingdom", "United States"],
    copyrightYear: 2025,
    booking: { consent: "none" },
    colors: {
      background: "#FAF8F4",
      surface: "#FFFFFF",
      text: "#1B1D22",
      muted: "#565A63",
      accent: "#8C5A2B",
      onAccent: "#FFFFFF",
      ink: "#14213D",
      onInk: "#F4F1EA",
      line: "#E3DED4",
    },
  });
}

function errorFor(input: unknown): SiteConfigError {
  try {
    parseSiteConfig(input);
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error("parseSiteConfig accepted an invalid configuration");
}

describe("parseSiteConfig", () => {
  it("accepts the agency's real configuration", () => {
    expect(site.email).toMatch(/@/);
    expect(site.markets).toEqual(["Germany", "United Kingdom", "United States"]);
    expect(site.copyrightYear).toBe(2025);
  });

  it("accepts a complete valid configuration unchanged", () => {
    expect(parseSiteConfig(validConfig())).toEqual(validConfig());
  });

  it("rejects a malformed email, naming the field and the value", () => {
    const config = validConfig();
    config.email = "hello-at-example.com";
    const error = errorFor(config);
    expect(error.message).toContain('email must be a valid email address (got "hello-at-example.com")');
    expect(error.problems).toHaveLength(1);
  });

  it.each(["linkedInUrl", "schedulingUrl", "siteUrl"] as const)(
    "rejects a non-https %s, naming field and value",
    (field) => {
      const config = validConfig();
      config[field] = "http://insecure.example.com/page";
      const error = errorFor(config);
      expect(error.message).toContain(`${field} must start with https:// (got "http://insecure.example.com/page")`);
    },
  );

  it("rejects a URL that is not a URL at all", () => {
    const config = validConfig();
    config.siteUrl = "www.example.com";
    expect(errorFor(config).message).toContain('siteUrl must be a valid URL (got "www.example.com")');
  });

  it.each(["red", "#12345", "#GGGGGG", "8C5A2B"])("rejects the non-hex colour %s, naming the nested field", (bad) => {
    const config = validConfig();
    config.colors.accent = bad;
    const error = errorFor(config);
    expect(error.message).toContain(
      `colors.accent must be a six-digit hex colour such as #1F2A44 (got ${JSON.stringify(bad)})`,
    );
  });

  it("rejects a missing field, naming it", () => {
    const config: Partial<ReturnType<typeof validConfig>> = validConfig();
    delete config.email;
    expect(errorFor(config).message).toContain("email is required (got missing)");
  });

  it("rejects a missing nested field, naming its full path", () => {
    const config = validConfig();
    const colors: Partial<typeof config.colors> = config.colors;
    delete colors.ink;
    expect(errorFor(config).message).toContain("colors.ink is required (got missing)");
  });

  it("lists every bad field at once, so one build run shows all of them", () => {
    const config = validConfig();
    config.email = "nope";
    config.colors.text = "black";
    const error = errorFor(config);
    expect(error.problems).toHaveLength(2);
    expect(error.message).toMatch(/^Invalid site configuration \(app\/content\/site\.ts\):/);
    expect(error.message).toContain('email must be a valid email address (got "nope")');
    expect(error.message).toContain('colors.text must be a six-digit hex colour such as #1F2A44 (got "black")');
  });

  it("rejects an unknown field, so a typo in a field name is not silently ignored", () => {
    const config = { ...validConfig(), emial: "hello@example.com" };
    expect(() => parseSiteConfig(config)).toThrow(SiteConfigError);
  });
});
