import { reportSuccess } from '../../api/errors';
import { FileButton } from '../../components/FileButton';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ChangeEvent } from 'react';
import type { User } from '../../api/types';
import { useUpdateUser, useUploadBanner } from '../../dataProvider/profile.queries';
import { BlobAvatar } from '../../layout/UserAvatar';
import { startTask } from '../../lib/tasks';
import { blobUrl } from '../../lib/images';
import { imageProblemMessage } from './imageProblem';
import { NicknameEditor } from './NicknameEditor';
import { ProfilePictureDialog } from './ProfilePictureDialog';
import { PROFILE_TEXTS } from './texts';

export interface ProfileHeaderProps {
  user: User;
  onUser: (user: User) => void;
}

/** The profile's banner, picture and nickname, each editable. */
export function ProfileHeader({ user, onUser }: ProfileHeaderProps) {
  const uploadBanner = useUploadBanner(user.id);
  const updateUser = useUpdateUser(user.id);
  const bannerInput = useId();
  const [pictureOpen, setPictureOpen] = useState(false);
  const [bannerProblem, setBannerProblem] = useState<string | null>(null);
  const [bannerBusy, setBannerBusy] = useState(false);

  const chooseBanner = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = imageProblemMessage(files);
    setBannerProblem(problem);
    if (problem) return;
    const task = startTask(PROFILE_TEXTS.bannerTask);
    setBannerBusy(true);
    try {
      onUser(
        await uploadBanner.mutateAsync({
          file: files[0],
          options: { name: files[0].name, onProgress: task.update },
        }),
      );
      reportSuccess(PROFILE_TEXTS.bannerChanged);
    } catch {
      // The error toast shows the server's text.
    } finally {
      task.end();
      setBannerBusy(false);
    }
  };

  const saveNickname = async (nickname: string) => {
    onUser(await updateUser.mutateAsync({ nickname }));
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        role="img"
        aria-label={PROFILE_TEXTS.banner}
        sx={{
          height: { xs: 120, md: 180 },
          bgcolor: 'primary.main',
          backgroundImage: user.bannerblob ? `url("${blobUrl(user.bannerblob)}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ px: 3, mt: -6, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box sx={{ position: 'relative' }}>
          <BlobAvatar
            blob={user.iconblob}
            name={user.nickname}
            sx={{ width: 112, height: 112, fontSize: 48, border: 4, borderColor: 'background.paper' }}
          />
          <Tooltip title={PROFILE_TEXTS.changePicture}>
            <IconButton
              aria-label={PROFILE_TEXTS.changePicture}
              onClick={() => setPictureOpen(true)}
              size="small"
              sx={{ position: 'absolute', right: 0, bottom: 0, bgcolor: 'background.paper', boxShadow: 1 }}
            >
              <PhotoCameraIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <FileButton
          inputId={bannerInput}
          accept="image/*"
          variant="outlined"
          disabled={bannerBusy}
          onChange={(e) => void chooseBanner(e)}
        >
          {PROFILE_TEXTS.changeBanner}
        </FileButton>
      </Stack>
      <Box sx={{ px: 3, pt: 2 }}>
        <NicknameEditor nickname={user.nickname} onSave={saveNickname} />
      </Box>
      {bannerProblem && (
        <Alert severity="error" sx={{ mx: 3, mb: 2 }} onClose={() => setBannerProblem(null)}>
          {bannerProblem}
        </Alert>
      )}
      <ProfilePictureDialog open={pictureOpen} onClose={() => setPictureOpen(false)} onUploaded={onUser} />
    </Paper>
  );
}
