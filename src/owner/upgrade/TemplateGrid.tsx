import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanTemplate } from '../../dataProvider/payments';
import { isTemplateEnabled } from '../../lib/planRanks';
import { UPGRADE_TEXTS as T } from './texts';

export interface TemplateGridProps {
  templates: PlanTemplate[];
  currentPlan: string | undefined;
  planName: (type: string) => string;
}

/** The environment templates; those ranked above the current plan are disabled (greyed, marked). */
export function TemplateGrid({ templates, currentPlan, planName }: TemplateGridProps) {
  return (
    <Stack component="section" aria-labelledby="templates-heading" spacing={1}>
      <Typography variant="h5" component="h2" id="templates-heading">
        {T.templates}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2 }}
        component="ul"
        role="list"
        style={{ padding: 0, margin: 0 }}
      >
        {templates.map((template) => {
          const enabled = isTemplateEnabled(template.plan, currentPlan);
          return (
            <Card
              key={template.template}
              component="li"
              variant="outlined"
              aria-disabled={!enabled}
              data-template={template.template}
              sx={{ width: 180, listStyle: 'none', borderStyle: enabled ? 'solid' : 'dashed' }}
            >
              <CardContent>
                <Typography component="h3" variant="subtitle1">
                  {template.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {enabled ? planName(template.plan) : T.templateNeeds(planName(template.plan))}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
