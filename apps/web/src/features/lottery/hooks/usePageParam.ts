import { useSearchParams } from 'react-router';

/** The ?page= of the address (1 when missing or invalid), kept in the URL so it survives reloads. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 1000 ? raw : 1;
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}
