import { createElement as createIcon, type IconNode } from 'lucide';

type Child = Node | string | null | false | undefined;

/**
 * An element for the screens built without React (the unlock and loading screens, which show before React has
 * loaded): `attributes` are set as they are (a `true` one empty, a `false` one left out), `children` appended.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A Lucide icon for those screens, hidden from assistive technology (the text beside it says what it means). */
export function icon(node: IconNode, className: string, attributes: Record<string, string | number> = {}) {
  return createIcon(node, { class: className, 'aria-hidden': 'true', ...attributes });
}

/**
 * A place among a parent's children where one node at a time is shown: `show(node)` puts it there in place of the
 * previous one, `show(null)` leaves the place empty.
 */
export function slot(parent: HTMLElement): (node: Node | null) => void {
  const anchor = document.createComment('');
  parent.append(anchor);
  let current: Node | null = null;
  return (node) => {
    if (node === current) return;
    current?.parentNode?.removeChild(current);
    if (node) anchor.before(node);
    current = node;
  };
}
