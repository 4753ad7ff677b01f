import type { CustomerServiceScript } from '@platform/shared';

/** Marks the tags this module added, so a second mount never adds a script twice. */
export const SCRIPT_MARKER = 'data-cs-script';

/** Only https files are run; anything else a merchant stored is ignored rather than trusted. */
export function isLoadableScript(script: CustomerServiceScript): boolean {
  try {
    return new URL(script.src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Adds one async script tag per entry to HEAD or BODY; answers how many were added. */
export function injectScripts(doc: Document, scripts: readonly CustomerServiceScript[]): number {
  let added = 0;
  for (const script of scripts) {
    if (!isLoadableScript(script)) continue;
    if (doc.querySelector(`script[${SCRIPT_MARKER}="${script.id}"]`)) continue;
    const tag = doc.createElement('script');
    tag.src = script.src;
    tag.async = true;
    tag.setAttribute(SCRIPT_MARKER, String(script.id));
    (script.position === 'HEAD' ? doc.head : doc.body).appendChild(tag);
    added += 1;
  }
  return added;
}
