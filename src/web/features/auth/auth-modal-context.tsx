import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthMode = 'signin' | 'signup';

interface AuthModalState {
  mode: AuthMode | null;
  openAuthModal: (mode?: AuthMode) => void;
  closeAuthModal: () => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuthModal = useCallback((next: AuthMode = 'signin') => setMode(next), []);
  const closeAuthModal = useCallback(() => setMode(null), []);
  const value = useMemo(
    () => ({ mode, openAuthModal, closeAuthModal }),
    [mode, openAuthModal, closeAuthModal],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

/** Open or close the sign-in / sign-up modal from anywhere (navbar, pricing, guards). */
export function useAuthModal(): AuthModalState {
  const context = useContext(AuthModalContext);
  if (!context) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return context;
}
