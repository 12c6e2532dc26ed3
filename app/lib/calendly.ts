/** The scheduling provider's embed script, added while the booking page is open. */
export const PROVIDER_SCRIPT_SRC = "https://assets.calendly.com/assets/external/widget.js";

/** Origin of the provider's frame; the only origin whose messages the page trusts. */
export const PROVIDER_ORIGIN = "https://calendly.com";

function findProviderScripts(doc: Document): HTMLScriptElement[] {
  return Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[src="${PROVIDER_SCRIPT_SRC}"]`));
}

/** Adds the provider's script once; returns the element in the document. */
export function addProviderScript(doc: Document = document): HTMLScriptElement {
  const existing = findProviderScripts(doc)[0];
  if (existing) return existing;
  const script = doc.createElement("script");
  script.src = PROVIDER_SCRIPT_SRC;
  script.async = true;
  doc.body.appendChild(script);
  return script;
}

/** Removes every copy of the provider's script. */
export function removeProviderScript(doc: Document = document): void {
  for (const script of findProviderScripts(doc)) script.remove();
}
