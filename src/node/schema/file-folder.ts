/** The parts of Gatsby's resolver context this extension uses. */
interface ResolverContext {
  nodeModel: { getNodeById(args: { id: string }): { relativeDirectory?: string } | null };
}

/**
 * `@fileFolder`: the folder (under content/) of the file a node was read from, e.g. `home` or `plumber`. Lets one
 * type serve the same kind of content on several pages: content/home/faq.json and content/plumber/faq.json are
 * both FAQ items, told apart by `page`.
 */
export const fileFolderFieldExtension = {
  name: 'fileFolder',
  extend() {
    return {
      resolve(source: { parent?: string | null }, _args: unknown, context: ResolverContext) {
        const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
        if (!file?.relativeDirectory) throw new Error('A content node without a file folder');
        return file.relativeDirectory;
      },
    };
  },
};
