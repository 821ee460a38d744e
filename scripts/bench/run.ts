/**
 * Benchmarks (figures, not tests): `npm run bench -- <name…>` with names bundle, api, stats, export, upload, load,
 * banners, vitals, layout, lighthouse, stream, regeneration, livemap, knowledge, signin, memory, isolation; none = all of
 * these.
 * `directus` (the product against Directus on the PostgreSQL of BENCH_DATABASE_URL) and `profile` (where a first
 * load's main-thread time goes, no budget) run only when named.
 * Exits non-zero when a measured figure misses its budget.
 */
const wanted = process.argv.slice(2);
const all: Record<string, () => Promise<boolean>> = {
  bundle: async () => (await import('./bundle.ts')).benchBundle(),
  api: async () => (await import('./api.ts')).benchApi(),
  stats: async () => (await import('./stats.ts')).benchStats(),
  export: async () => (await import('./export.ts')).benchExport(),
  upload: async () => (await import('./upload.ts')).benchUpload(),
  load: async () => (await import('./load.ts')).benchLoad(),
  banners: async () => (await import('./banners.ts')).benchBanners(),
  vitals: async () => (await import('./vitals.ts')).benchVitals(),
  layout: async () => (await import('./layout-shift.ts')).benchLayoutShift(),
  lighthouse: async () => (await import('./lighthouse.ts')).benchLighthouse(),
  stream: async () => (await import('./stream.ts')).benchStream(),
  regeneration: async () => (await import('./regeneration.ts')).benchRegeneration(),
  livemap: async () => (await import('./livemap.ts')).benchLivemap(),
  knowledge: async () => (await import('./knowledge.ts')).benchKnowledge(),
  signin: async () => (await import('./signin.ts')).benchSignin(),
  memory: async () => (await import('./memory.ts')).benchMemory(),
  isolation: async () => (await import('./isolation.ts')).benchIsolation(),
  directus: async () => (await import('./directus.ts')).benchDirectus(),
  profile: async () => (await import('./profile.ts')).benchProfile(),
};
/** Run only when named: they need something the others do not (a PostgreSQL), or measure no budget. */
const onlyWhenNamed = new Set(['directus', 'profile']);
let ok = true;
for (const [name, run] of Object.entries(all)) {
  if (wanted.length ? !wanted.includes(name) : onlyWhenNamed.has(name)) continue;
  console.log(`\n=== bench: ${name}`);
  ok = (await run()) && ok;
}
process.exit(ok ? 0 : 1);
export {};
