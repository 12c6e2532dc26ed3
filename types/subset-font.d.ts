// subset-font ships no type declarations; this covers the options the fonts plugin uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
