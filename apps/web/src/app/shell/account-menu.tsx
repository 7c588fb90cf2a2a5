import type { Profile } from '@kapital/shared';
import IconButton from '@mui/material/IconButton';
import { useId, useRef, useState } from 'react';
import { ProfileAvatar } from '@/features/profile/components/profile-avatar.tsx';
import { loadChunk } from '@/lib/chunk-load.ts';
import { toast } from '@/lib/toast.ts';
import { useShellText } from '../i18n.ts';

type PopupModule = typeof import('./account-menu-popup.tsx');
let popupLoad: Promise<PopupModule> | undefined;

/**
 * The menu and the logout dialog (MUI's menu, popover and dialog parts, about 12 KB gzipped)
 * download when the pointer or focus first reaches the avatar, not with every signed-in page
 * (docs/decisions/008-bundle-budget.md). A failed download is forgotten, so the next try loads
 * it again.
 */
function loadPopup(): Promise<PopupModule> {
  if (!popupLoad) {
    popupLoad = loadChunk('account-menu', () => import('./account-menu-popup.tsx'));
    popupLoad.catch(() => {
      popupLoad = undefined;
    });
  }
  return popupLoad;
}

function preloadPopup(): void {
  loadPopup().catch(() => {
    // Opening the menu tries again and says so if it fails.
  });
}

/** The avatar in the header; it opens the account menu. */
export function AccountMenu({
  profile,
  staffAccess = false,
}: {
  profile: Profile;
  /** Staff viewing as the user (decision 033): the menu's language items save nothing. */
  staffAccess?: boolean;
}) {
  const { t } = useShellText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [popup, setPopup] = useState<PopupModule | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  const openMenu = () => {
    setMenuOpen(true);
    loadPopup().then(
      (loaded) => setPopup(() => loaded),
      () => {
        setMenuOpen(false);
        toast.error(t('accountMenu.loadFailed'));
      },
    );
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('accountMenu.open')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen && popup ? menuId : undefined}
        onClick={openMenu}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        sx={{ p: 0.5 }}
      >
        <ProfileAvatar profile={profile} size={36} />
      </IconButton>
      {popup ? (
        <popup.AccountMenuPopup
          profile={profile}
          staffAccess={staffAccess}
          anchorEl={buttonRef.current}
          menuId={menuId}
          menuOpen={menuOpen}
          onCloseMenu={() => setMenuOpen(false)}
          logoutOpen={logoutOpen}
          onLogout={() => setLogoutOpen(true)}
          onCloseLogout={() => setLogoutOpen(false)}
          onLogoutExited={() => buttonRef.current?.focus()}
        />
      ) : null}
    </>
  );
}
