import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PlanOffer } from '../../dataProvider/payments';
import { formatMoney, pricePerMonth, type BillingPeriod } from '../../lib/planRanks';
import { OFFER_BUTTONS, PLAN_FEATURES, UPGRADE_TEXTS as T } from './texts';

export interface PlanCardProps {
  offer: PlanOffer;
  period: BillingPeriod;
  currency: string;
  locale: string;
  disabled: boolean;
  onChoose: (offer: PlanOffer) => void;
}

/** One plan of the comparison: price per month for the period (tooltip: billing and minimum members). */
export function PlanCard({ offer, period, currency, locale, disabled, onChoose }: PlanCardProps) {
  const perMonth = pricePerMonth(offer, period);
  const minimum = T.minimumMembers(offer.minMembers ?? 1);
  const billing =
    period === 'annual' && offer.annualPrice
      ? T.billedAnnually(formatMoney(offer.annualPrice.amount, currency, locale))
      : T.billedMonthly;
  const headingId = `plan-${offer.type}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h2" id={headingId}>
          {offer.name}
        </Typography>
        {perMonth === null ? (
          <Typography sx={{ my: 1 }}>{offer.type === 'free' ? T.noPrice : T.customPrice}</Typography>
        ) : (
          <Tooltip title={`${billing}. ${minimum}.`}>
            <Typography
              sx={{ my: 1 }}
              tabIndex={0}
              aria-label={`${formatMoney(perMonth, currency, locale)} ${T.perMonth}. ${billing}. ${minimum}.`}
            >
              <Typography component="span" variant="h4">
                {formatMoney(perMonth, currency, locale)}
              </Typography>{' '}
              {T.perMonth}
            </Typography>
          </Tooltip>
        )}
        <List dense disablePadding>
          {(PLAN_FEATURES[offer.type] ?? []).map((feature) => (
            <ListItem key={feature} disableGutters>
              {feature}
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button
          fullWidth
          variant={offer.button === 'current' ? 'outlined' : 'contained'}
          color={offer.button === 'downgrade' ? 'inherit' : 'primary'}
          disabled={disabled || !offer.enabled}
          onClick={() => onChoose(offer)}
          aria-label={`${OFFER_BUTTONS[offer.button]} ${offer.name}`}
        >
          {OFFER_BUTTONS[offer.button]}
        </Button>
      </CardActions>
    </Card>
  );
}
