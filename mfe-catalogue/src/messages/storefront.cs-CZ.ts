// Texts of the catalogue's storefront screens (Czech, reference).
const storefrontCsCZ = {} as const;
export default storefrontCsCZ;
