// Texts of the catalogue's product screens (Czech, reference).
const productCsCZ = {} as const;
export default productCsCZ;
