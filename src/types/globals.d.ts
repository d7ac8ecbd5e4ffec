/** The icon sprite's public path, fixed at build time (gatsby-node's onCreateWebpackConfig, src/node/icon-sprite.ts). */
declare const __ICON_SPRITE__: string;
