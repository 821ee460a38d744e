import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/useSession';
import { useRedeemCode } from '../../dataProvider/flows.queries';
import { errorText } from '../../dataProvider/queries';
import { BlobAvatar } from '../../layout/UserAvatar';
import { paths } from '../../paths';
import { FlowDialog, FlowWorking } from './FlowDialog';
import { HEADSET_CODE_LENGTH, isRedeemCode, redeemSuccess } from './redeemOutcome';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.redeem;

/**
 * `/redeemcode/{code}` (single-target-and-flows.md §2 Redeem page, §4 Redeem flow): confirm, redeeming, then
 * success, fail, or unlocked-unlinked for a short code without a linked headset account. No, close and Home go
 * to the profile.
 */
export function RedeemCodePage() {
  useAuthenticated();
  const { code } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const redeem = useRedeemCode(user?.id ?? '');
  const toProfile = () => navigate(paths.profile());
  const home = { label: T.home, primary: true, onClick: toProfile };

  if (!user) return null;
  const failure = (text: string) => (
    <FlowDialog title={T.failedTitle} actions={[home]}>
      <DialogContentText role="alert">{text}</DialogContentText>
    </FlowDialog>
  );
  if (!isRedeemCode(code)) return failure(T.pathError);
  if (code.length < HEADSET_CODE_LENGTH && !user.oculusaccount) return failure(T.unlinked);
  if (redeem.isError) return failure(errorText(redeem.error));
  if (redeem.isSuccess && !redeem.data.success) return failure(redeem.data.msg);
  if (redeem.isSuccess) {
    const { text, button } = redeemSuccess(redeem.data.unlocked);
    return (
      <FlowDialog
        title={T.successTitle}

        actions={button ? [{ label: button.label, primary: true, onClick: () => navigate(button.href) }] : []}
      >
        <DialogContentText>{T.congratulations(user.nickname)}</DialogContentText>
        <DialogContentText>{text}</DialogContentText>
      </FlowDialog>
    );
  }
  if (redeem.isPending) return <FlowWorking text={T.redeeming} />;
  return (
    <FlowDialog
      title={T.confirmTitle}

      actions={[
        { label: T.no, onClick: toProfile },
        { label: T.yes, primary: true, onClick: () => redeem.mutate(code) },
      ]}
    >
      <DialogContentText>{T.confirm}</DialogContentText>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <BlobAvatar blob={user.iconblob} name={user.nickname} />
        <Typography>{user.nickname}</Typography>
      </Stack>
    </FlowDialog>
  );
}
