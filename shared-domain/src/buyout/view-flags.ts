// The buyout view state is a bit set: which parts of the buyout screen show.
export const BuyoutView = {
  buyoutVisible: 1,
  sendToEmailVisible: 2,
  sellOnlineVisible: 4,
  reviewMode: 8,
} as const;
export type BuyoutViewFlag = (typeof BuyoutView)[keyof typeof BuyoutView];

export function hasView(mode: number, flag: BuyoutViewFlag): boolean {
  return (mode & flag) === flag;
}

export function withView(mode: number, flag: BuyoutViewFlag): number {
  return mode | flag;
}

export function withoutView(mode: number, flag: BuyoutViewFlag): number {
  return mode & ~flag;
}
