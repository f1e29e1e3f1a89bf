// Wire shapes of the catalogue's category filters, facets, search (issue 4).
export {};
