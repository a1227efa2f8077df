import { load, type CheerioAPI } from 'cheerio';
import { Text, type AnyNode, type ParentNode } from 'domhandler';

/**
 * Bounds on what a page may make the extraction do. Every step after parsing walks the page (parents of
 * each element, the text under each list item); a page of 100,000 nested elements made those walks grow
 * with the square of its size. Real sites nest 20 to 40 deep, and their visible text runs to tens of
 * thousands of characters.
 */

/** Elements deeper than this are read as the text they hold. */
export const MAX_DEPTH = 64;
/** Of a longer text, the words read for contact details, address and category: its start… */
const TEXT_HEAD = 60_000;
/** …and its end (where footers give the address and phone). */
const TEXT_TAIL = 20_000;

/** Every character of text under `node`, without recursion (a page may nest deeper than the stack). */
function textUnder(node: ParentNode): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [...node.children].reverse();
  while (stack.length) {
    const next = stack.pop()!;
    if (next.type === 'text') parts.push((next as Text).data);
    else if ('children' in next) for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i]!);
  }
  return parts.join('');
}

/** Replaces what lies deeper than MAX_DEPTH by its text, so no walk of the page goes deeper; whether it did. */
function flattenDeepElements(root: ParentNode): boolean {
  let flattened = false;
  const stack: Array<{ node: ParentNode; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    for (const child of node.children) {
      if (!('children' in child)) continue;
      if (depth + 1 < MAX_DEPTH) {
        stack.push({ node: child, depth: depth + 1 });
        continue;
      }
      const text = new Text(textUnder(child));
      text.parent = child;
      child.children = [text];
      flattened = true;
    }
  }
  return flattened;
}

/**
 * The page as a document. Browsers' own parser (parse5, cheerio's default) walks the open elements at
 * every tag, so a page nested 40,000 deep took it 18 s; htmlparser2 reads any page in one pass. The page
 * is read with htmlparser2 first: nested no deeper than MAX_DEPTH (every real site), it is then parsed
 * as a browser would; deeper, the htmlparser2 reading is kept with its deep parts as text.
 */
export function loadPage(html: string): CheerioAPI {
  const quick = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  return flattenDeepElements(quick.root().get(0)!) ? quick : load(html);
}

/** The part of a page's text that is read for its details: all of it, or its start and its end. */
export function textToRead(text: string): string {
  return text.length <= TEXT_HEAD + TEXT_TAIL ? text : `${text.slice(0, TEXT_HEAD)}\n${text.slice(-TEXT_TAIL)}`;
}
