import { useCallback, useEffect, useState } from 'react';

/**
 * The rendered width of an element. Charts draw at real pixels rather than scaling a viewBox,
 * so text stays readable on a phone. A callback ref, so a remounted element is measured too.
 */
export function useWidth<T extends HTMLElement>(fallback = 640) {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width };
}
