import type { Money, ShopCode } from 'shared-domain';

// A carrier's shipment service as the packing station uses it: the finished package's facts in,
// a tracking number and the label to stick on the box out. A carrier with a public API and
// credentials configured gets its real adapter (Zásilkovna: packeta-carrier.ts); any other runs in
// test mode.

export interface ShipmentFacts {
  shop: ShopCode;
  packageId: number;
  orderNumber: string;
  /** The carrier's name as the checkout offers it (delivery-methods.ts). */
  carrier: string;
  recipient: {
    /** As the label shows it: the person's full name, or the company's. */
    name: string;
    firstName: string;
    lastName: string;
    street: string;
    city: string;
    postcode: string;
    phone: string;
    email: string | null;
  };
  /** The pickup point the customer chose (its network and the network's code of it), if any. */
  pickupPoint: { network: string; code: string } | null;
  /** What the parcel is worth (the order's total): carriers insure it for that. */
  value: Money;
  /** Cash to collect on delivery, in minor units; null when paid. */
  cashOnDelivery: Money | null;
  pieces: number;
  /** The boxes' weight, when every packed product's box weight is known. */
  weightGrams: number | null;
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
  /** Throws a CarrierError when the carrier refuses the shipment or does not answer. */
  createShipment(facts: ShipmentFacts): Promise<Shipment>;
}

/**
 * The carrier refused the shipment or could not be reached: nothing was booked here, and the
 * packer is told why (the carrier's own words) and can finish the package again.
 */
export class CarrierError extends Error {
  readonly carrier: string;

  constructor(carrier: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CarrierError';
    this.carrier = carrier;
  }
}
