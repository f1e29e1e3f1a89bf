// Texts of the catalogue's reviews screens (Czech, reference).
const reviewsCsCZ = {} as const;
export default reviewsCsCZ;
