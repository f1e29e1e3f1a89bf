// Texts of the sell-online form, thank-you, tracking and centres pages (Czech, reference).
const flowCsCZ = {} as const;
export default flowCsCZ;
