import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { NavAnchor } from '../../layout/navigation';
import { oculusEventUrl } from '../../lib/eventTabs';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { RecordRef } from '../collections/RecordRef';
import { eventPageHref, subscriberCount } from './eventFields';
import { EVENT_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const when = (value: unknown): string => formatDateTime(typeof value === 'string' ? value : '');
const yesNo = (value: unknown): string => (value === true ? T.yes : T.no);

/** The Event section: who, where and when, its publication and headset-store submission, its subscribers. */
export function EventSummary({ record }: SectionProps) {
  const href = eventPageHref(record);
  const owner = text(record.owner);
  const domain = text(record.domain);
  const oculusId = text(record.oculuseventid);
  const rows: [string, ReactNode][] = [
    [
      T.name,
      href ? (
        <Link component={NavAnchor} href={href}>
          {text(record.name)}
        </Link>
      ) : (
        text(record.name)
      ),
    ],
    [T.nickname, text(record.nickname)],
    [T.owner, owner && <RecordRef collection="users" id={owner} />],
    [T.domain, domain && <RecordRef collection="domains" id={domain} />],
    [T.start, when(record.startdate)],
    [T.end, when(record.enddate)],
    [T.published, yesNo(record.published)],
    [
      T.oculusEventId,
      oculusId ? (
        <Link href={oculusEventUrl(oculusId)} target="_blank" rel="noopener noreferrer">
          {oculusId}
        </Link>
      ) : (
        T.none
      ),
    ],
    [T.approved, yesNo(record.oculusapproved)],
    [T.submission, text(record.oculussubmission) || T.notSubmitted],
    [T.subscribers, subscriberCount(record.subscribers)],
  ];
  return (
    <SectionFrame title={T.title}>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 200 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionFrame>
  );
}
