import { robotsContent } from '@platform/shared';

export {
  INDEXABLE_PATHS,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
  isIndexableHost,
  isIndexablePath,
  robotsContent,
} from '@platform/shared';

/** Keeps exactly one <meta name="robots"> in the head, matching the page. */
export function applyRobotsMeta(doc: Document, host: string, pathname: string): string {
  return setRobotsMeta(doc, robotsContent(host, pathname));
}

export function setRobotsMeta(doc: Document, content: string): string {
  const metas = Array.from(doc.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]'));
  const [first, ...extra] = metas;
  for (const meta of extra) meta.remove();
  const meta = first ?? doc.head.appendChild(doc.createElement('meta'));
  meta.name = 'robots';
  meta.content = content;
  return content;
}
