/**
 * Where a German compound's words meet („Datenschutz|erklärung“, „Führungs|kräfte“), so a heading
 * breaks there and never inside a word („Datenschutzer-klärung“). The words are the stems of the
 * igerman98 Hunspell dictionary (npm `dictionary-de`), read as a plain list (48,000 stems in
 * 0.15–0.4 s): Hunspell's affix expansion (nspell) took 7–16 s on this machine under load, too
 * slow for a build that runs six times a gate. Inflected and derived forms are found by stripping endings.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

let stems: Set<string> | undefined;

/** The stems from elsewhere than the package's file: the editor's preview loads them over HTTP (editor/preview/content.ts). */
export function setStems(list: Iterable<string>): void {
  stems = new Set([...list].map((stem) => stem.trim().toLowerCase()));
}

/** The dictionary's stems, one per line, lower case: what the editor's preview loads (editor/files.ts). */
export function stemsText(): string {
  return [...stemList()].join("\n");
}

/** The dictionary's stems, lower case, read once and only when a heading needs them. */
function stemList(): Set<string> {
  if (!stems) {
    const packageEntry = createRequire(import.meta.url).resolve("dictionary-de");
    const dic = readFileSync(path.join(path.dirname(packageEntry), "index.dic"), "utf8");
    setStems(dic.split("\n").map((line) => line.split("/")[0]!));
  }
  return stems!;
}

/**
 * Endings of inflected nouns and adjectives, longest first. Not the plural "-er" („Bild-er“):
 * it would read „Datenschutzer“ as a word and make „Datenschutzer|klärung“ a joint.
 */
const INFLECTIONS = ["innen", "nen", "en", "es", "in", "e", "n", "s"];
/** Nouns made from a verb (Erklärung ← erklären, Vermittlung ← vermitteln) … */
const FROM_VERB = ["ungen", "ung"];
const verbsOf = (stem: string) => [`${stem}en`, `${stem}n`, `${stem.slice(0, -1)}eln`, `${stem.slice(0, -1)}ern`];
/** … or from an adjective (Vertraulichkeit ← vertraulich) or a noun (Partnerschaft ← Partner). */
const FROM_WORD = ["heiten", "heit", "keiten", "keit", "schaften", "schaft"];
/** Linking elements between the words of a compound („Führung-s-kräfte“, „Kunde-n-daten“); not „-er-“, which would make „Datenschutzer|klärung“ a joint. */
const LINKS = ["es", "en", "s", "n"];
/**
 * Parts of a compound, and the stem of an inflected part, have four letters or more; only a
 * linking element may leave three („Amt-s“). Shorter ones match by chance („Person|alb-e|ratung“).
 */
const MIN_PART = 4;
const MIN_STEM = 3;

/** One word of the dictionary, inflected or derived. */
function isWord(fragment: string): boolean {
  const word = fragment.toLowerCase();
  const known = stemList();
  if (word.length < MIN_STEM) return false;
  if (known.has(word)) return true;
  for (const ending of INFLECTIONS)
    if (word.endsWith(ending) && word.length - ending.length >= MIN_PART && known.has(word.slice(0, -ending.length)))
      return true;
  for (const suffix of [...FROM_VERB, ...FROM_WORD]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    const bases = FROM_VERB.includes(suffix) ? verbsOf(stem) : [stem];
    if (stem.length >= MIN_STEM && bases.some((base) => known.has(base))) return true;
  }
  return false;
}

/** A word, or words joined (with linking elements), at most four deep. */
function isCompound(fragment: string, depth = 0): boolean {
  if (isWord(fragment)) return true;
  if (depth >= 3) return false;
  for (let at = MIN_PART; at <= fragment.length - MIN_PART; at++) {
    if (isFirstPart(fragment.slice(0, at), depth + 1) && isCompound(fragment.slice(at), depth + 1)) return true;
  }
  return false;
}

/** The part before a joint: a word or compound, with or without a linking element. */
function isFirstPart(fragment: string, depth = 0): boolean {
  if (isCompound(fragment, depth)) return true;
  return LINKS.some(
    (link) =>
      fragment.endsWith(link) &&
      fragment.length - link.length >= MIN_STEM &&
      isCompound(fragment.slice(0, -link.length), depth),
  );
}

/** Whether `word` breaks at a compound joint `at` letters in. */
export function isCompoundJoint(word: string, at: number): boolean {
  return isFirstPart(word.slice(0, at)) && isCompound(word.slice(at));
}
