import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from './hooks';

/** Every private route needs an access token; without one, /login, remembering where from. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.session.accessToken);
  const location = useLocation();
  if (!token) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
