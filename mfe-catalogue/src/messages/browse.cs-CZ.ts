// Texts of the catalogue's browse screens (Czech, reference).
const browseCsCZ = {} as const;
export default browseCsCZ;
