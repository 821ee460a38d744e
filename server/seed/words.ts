/**
 * Word lists for generated names. Each generated user name holds one adjective and one noun, so searching
 * for one of these words matches about 1/48 of the generated users (the benchmark relies on that).
 */
// prettier-ignore
export const ADJECTIVES = [
  'amber', 'bold', 'brave', 'bright', 'calm', 'clever', 'cosmic', 'crimson',
  'daring', 'dusty', 'eager', 'electric', 'fancy', 'fierce', 'gentle', 'golden',
  'happy', 'hidden', 'icy', 'jolly', 'kind', 'lively', 'lucky', 'lunar',
  'mellow', 'misty', 'noble', 'orange', 'polar', 'quiet', 'rapid', 'royal',
  'rusty', 'silent', 'silver', 'sleepy', 'snowy', 'solar', 'sunny', 'swift',
  'tidy', 'vivid', 'wandering', 'wild', 'windy', 'witty', 'young', 'zesty',
] as const;

// prettier-ignore
export const NOUNS = [
  'badger', 'beacon', 'bison', 'canyon', 'comet', 'coral', 'cricket', 'dolphin',
  'dragon', 'eagle', 'falcon', 'fern', 'fox', 'galaxy', 'glacier', 'harbor',
  'heron', 'island', 'jaguar', 'koala', 'lagoon', 'lantern', 'lynx', 'maple',
  'meadow', 'meteor', 'moose', 'nebula', 'orca', 'otter', 'panda', 'pebble',
  'phoenix', 'pine', 'planet', 'puffin', 'quasar', 'raven', 'river', 'rocket',
  'summit', 'thunder', 'tiger', 'tundra', 'violet', 'walrus', 'willow', 'zephyr',
] as const;
