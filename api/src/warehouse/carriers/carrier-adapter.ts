import type { Money, ShopCode } from 'shared-domain';

// A carrier's shipment service as the packing station uses it: the finished package's facts in,
// a tracking number and the label to stick on the box out. Real carriers (PPL, Zásilkovna, FAN
// Courier…) get their own adapter with credentials; until then every carrier runs in test mode.

export interface ShipmentFacts {
  shop: ShopCode;
  packageId: number;
  orderNumber: string;
  /** The carrier's name as the checkout offers it (delivery-methods.ts). */
  carrier: string;
  recipient: { name: string; street: string; city: string; postcode: string; phone: string };
  /** Cash to collect on delivery, in minor units; null when paid. */
  cashOnDelivery: Money | null;
  pieces: number;
}

export interface Shipment {
  trackingNumber: string;
  /** The label as a PDF document (A6). */
  labelPdf: Uint8Array;
}

export interface CarrierAdapter {
  readonly name: string;
  /** True when shipments are not real: the label says so and no courier comes for it. */
  readonly testMode: boolean;
  createShipment(facts: ShipmentFacts): Promise<Shipment>;
}
