import React, { type ReactNode, isValidElement } from 'react';
import { contentSecurityPolicy, inlineScriptHashes, isExecutableScriptType, metaPolicy, scriptHash } from '../lib/security-headers';

/**
 * Netlify answers an address no `_headers` rule names with public/404.html, so that page carries its
 * Content-Security-Policy itself, in a `<meta>` first in its head (src/node/content-security-policy.ts writes the
 * headers). Gatsby's SSR hooks write it: `replaceRenderer` sees the body's inline scripts, `onPreRenderHTML` the
 * head's and those Gatsby ends the page with, and the `_gatsby-scripts` slice Gatsby stitches in later is known from
 * the browser bundle (gatsby-node's onCreateWebpackConfig).
 */
export const NOT_FOUND_PATH = '/404.html';

/** The body's inline script hashes, by page path, from `replaceRenderer` to `onPreRenderHTML`. */
const bodyScriptHashesByPath = new Map<string, string[]>();

export function rememberBodyScripts(pathname: string, bodyHtml: string): void {
  if (pathname === NOT_FOUND_PATH) bodyScriptHashesByPath.set(pathname, inlineScriptHashes(bodyHtml));
}

interface ScriptProps {
  type?: string;
  src?: string;
  dangerouslySetInnerHTML?: { __html?: string };
  children?: ReactNode;
}

/** The hashes of the inline scripts a browser would run among these components (Gatsby's and the Head API's are elements with inner HTML). */
export function componentScriptHashes(components: readonly ReactNode[]): string[] {
  return components.flatMap((component): string[] => {
    if (!isValidElement<ScriptProps>(component)) return [];
    if (component.type !== 'script') return componentScriptHashes(React.Children.toArray(component.props.children));
    const { src, type, dangerouslySetInnerHTML, children } = component.props;
    if (src || !isExecutableScriptType(type)) return [];
    const text = dangerouslySetInnerHTML?.__html ?? (typeof children === 'string' ? children : undefined);
    if (text === undefined) throw new Error('an inline script whose text the 404 page policy cannot read');
    return [scriptHash(text)];
  });
}

/** The head's components with the 404 page's policy first: its body's, head's and end's inline scripts and the slice's, by hash. */
export function withNotFoundPolicy(
  pathname: string,
  { head, preBody, postBody }: { head: ReactNode[]; preBody: ReactNode[]; postBody: ReactNode[] },
  scriptsSliceHashes: readonly string[],
): ReactNode[] {
  if (pathname !== NOT_FOUND_PATH) return head;
  const body = bodyScriptHashesByPath.get(pathname);
  bodyScriptHashesByPath.delete(pathname);
  if (!body) throw new Error(`${pathname}: its body's inline scripts were not seen while rendering it`);
  const hashes = [...new Set([...body, ...componentScriptHashes([...head, ...preBody, ...postBody]), ...scriptsSliceHashes])].sort();
  const meta = (
    <meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={metaPolicy(contentSecurityPolicy(hashes))} />
  );
  return [meta, ...head];
}
