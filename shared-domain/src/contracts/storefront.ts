// Wire shapes of the catalogue's megamenu, favourites, product lists, last visited (issue 4).
export {};
