/** One icon library's names, space-separated and sorted, and the version of the package they were read from. */
interface IconTable {
  version: string;
  names: string;
}
/** The icon names of each library the platform renders, written by scripts/gen-icons.mjs. */
declare const icons: {
  readonly fontawesome: IconTable & { brands: string };
  readonly lucide: IconTable;
  readonly tabler: IconTable;
};
export default icons;
