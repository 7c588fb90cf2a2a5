import type { Profile } from '@kapital/shared';
import Avatar from '@mui/material/Avatar';
import { useProfileText } from '../i18n.ts';
import { initials } from '../lib/initials.ts';

interface ProfileAvatarProps {
  profile: Pick<Profile, 'fullName' | 'photoURL'>;
  size: number;
}

/** The user's photo, or the initials of their name when there is none (or it cannot load). */
export function ProfileAvatar({ profile, size }: ProfileAvatarProps) {
  const { t } = useProfileText();
  return (
    <Avatar
      src={profile.photoURL ?? undefined}
      alt={t('avatar.alt', { name: profile.fullName })}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials(profile.fullName)}
    </Avatar>
  );
}
