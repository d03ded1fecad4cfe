/** A bot's level as `<peer-table>` takes it: the bot styles of old (`random`, `greedy`) read as the levels that replaced them. */
const OLD_STYLES: Readonly<Record<string, string>> = { random: 'easy', greedy: 'strong' };

export const asLevel = (raw: string): string => OLD_STYLES[raw] ?? raw;
