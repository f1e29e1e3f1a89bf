// Wire shapes of the catalogue's product reviews (issue 4).
export {};
