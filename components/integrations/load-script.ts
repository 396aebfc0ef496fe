/**
 * Adds `<script async src>` to `parent` (the head by default) and resolves once it has run. A
 * script that fails to load is removed again and rejects, so a later call can try anew.
 */
export function loadScript(
  src: string,
  {
    id,
    doc = document,
    parent = doc.head,
  }: { id?: string; doc?: Document; parent?: HTMLElement } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    if (id) script.id = id;
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    parent.appendChild(script);
  });
}
