/**
 * Everyone a block keeps a person apart from, either way (decisions 201, 251): for the lists that show one
 * person's offers to many (the lobby's seeks), where asking the pair check once per row would be a query per
 * row. The composition root reads it through the friends feature's store, as it does the block rule.
 */
export type KeptApart = (userId: string) => Promise<ReadonlySet<string>>;

export function keptApartReader(reads: {
  blockersOf(userId: string): Promise<ReadonlySet<string>>;
  blockedBy(userId: string): Promise<ReadonlySet<string>>;
}): KeptApart {
  return async (userId) => {
    const [blockers, blocked] = await Promise.all([reads.blockersOf(userId), reads.blockedBy(userId)]);
    return new Set([...blockers, ...blocked]);
  };
}
