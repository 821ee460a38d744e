-- Several instances on one database: video processing is claimed by one instance at a time. The instance
-- running a job holds its claim until `claimed_until` and renews it while it works; an upload still
-- "processing" whose claim ran out was left by a stopped instance and another instance may claim it.
ALTER TABLE video_uploads ADD COLUMN claimed_until timestamptz;
