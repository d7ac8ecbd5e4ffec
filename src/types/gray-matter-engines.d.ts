/**
 * gray-matter's YAML engine on its own (js-yaml's safe load, as gray-matter reads every MDX file's front matter for
 * the build): the editor's MDX format reads front matter with it, without gray-matter's file system part.
 */
declare module 'gray-matter/lib/engines' {
  const engines: { yaml: { parse(text: string): unknown } };
  export default engines;
}
