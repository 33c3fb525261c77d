import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` (an absolute address) in place of the current history entry once rendered in the
 * browser; renders nothing. The router's `<Navigate>` also resolves relative paths, which the
 * store never uses, and that code would ship in every page's router chunk.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace: true }), [navigate, to]);
  return null;
}
