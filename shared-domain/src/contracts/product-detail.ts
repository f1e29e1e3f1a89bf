// Wire shapes of the catalogue's product detail, variants, stock, offers, add to cart (issue 4).
export {};
