import Typography from '@mui/material/Typography';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';

export const FILE_TEXTS = { title: 'Preview', notImage: 'No preview: this file is not an image' } as const;

/** An image file's preview, served from the blob store (staff-and-agents.md §2.3). */
export function FilePreview({ record }: SectionProps) {
  const isImage = typeof record.mimetype === 'string' && record.mimetype.startsWith('image/');
  const blob = typeof record.blob === 'string' ? record.blob : null;
  return (
    <SectionFrame title={FILE_TEXTS.title}>
      {isImage && blob ? (
        <img
          src={`/v2/public/blobs/${blob}`}
          alt={String(record.name ?? record.id)}
          style={{ maxWidth: '100%', maxHeight: 400 }}
        />
      ) : (
        <Typography>{FILE_TEXTS.notImage}</Typography>
      )}
    </SectionFrame>
  );
}
