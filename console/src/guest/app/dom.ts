/** The shell's one way to make an element (the renderer has its own, console/src/guest/render/dom.ts). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/** A heading that takes focus when its page opens (screen readers hear where they are). */
export function pageHeading(text: string, className = 'gs-title'): HTMLHeadingElement {
  return el('h1', { class: className, tabindex: '-1' }, text);
}
